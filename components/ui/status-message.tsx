export type Status = { kind: 'success' | 'error'; text: string; detail?: string };

const box = 'rounded-md px-4 py-3 text-sm font-medium';

/**
 * The outcome of a submission, announced by screen readers: success in a polite status region,
 * failure in an alert. Both regions exist from the start so the change is announced.
 */
export function StatusMessage({ status }: { status: Status | null }) {
  return (
    <>
      <div role="status">
        {status?.kind === 'success' ? (
          <div className={`${box} border border-brand-700 bg-brand-50 text-brand-900`}>
            <p>{status.text}</p>
            {status.detail ? <p className="mt-1 font-normal">{status.detail}</p> : null}
          </div>
        ) : null}
      </div>
      <div role="alert">
        {status?.kind === 'error' ? (
          <p className={`${box} border border-red-700 bg-red-50 text-red-800`}>{status.text}</p>
        ) : null}
      </div>
    </>
  );
}
