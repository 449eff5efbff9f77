'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { StatusMessage, type Status } from '@/components/ui/status-message';

const ReportContext = createContext<(status: Status | null) => void>(() => {});

/**
 * The outcome of a lead's accept or decline, announced above the list. It lives
 * outside the cards on purpose: the list is read again right after, and a decided lead loses its
 * actions (a declined one leaves the list), so a message inside the card would go with it.
 */
export function LeadStatusRegion({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status | null>(null);
  return (
    <ReportContext value={setStatus}>
      <div className="mb-4" data-testid="lead-status">
        <StatusMessage status={status} />
      </div>
      {children}
    </ReportContext>
  );
}

/** Reports a lead's outcome to the region above the list. */
export const useLeadReport = () => useContext(ReportContext);
