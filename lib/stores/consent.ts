import { create } from 'zustand';
import { readConsent, type Consent } from '@/lib/client/consent-cookie';

// The cookie choice for this page. The app shell reads the cookie once; the banner
// shows while there is no valid choice, or when "Cookie settings" reopens it.
type ConsentState = {
  consent: Consent | null;
  /** The cookie has been read (on the server, and before hydration, nothing is known). */
  isKnown: boolean;
  isOpen: boolean;
  load: () => void;
  choose: (consent: Consent) => void;
  open: () => void;
  close: () => void;
};

export const useConsent = create<ConsentState>()((set, get) => ({
  consent: null,
  isKnown: false,
  isOpen: false,
  load: () => {
    if (!get().isKnown) set({ consent: readConsent(), isKnown: true });
  },
  choose: (consent) => set({ consent, isKnown: true, isOpen: false }),
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
