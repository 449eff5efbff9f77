import { create } from 'zustand';

/**
 * The scroll-to-contact flag (requirements: Shared state): a "contact us" link sets it, and the next
 * contact section to mount (on this page or the page the link leads to) scrolls itself into
 * view and clears it, so a later visit to that page does not jump.
 */
type ContactScrollState = {
  pending: boolean;
  request: () => void;
  /** Clears the flag and says whether it was set. */
  consume: () => boolean;
};

export const useContactScroll = create<ContactScrollState>()((set, get) => ({
  pending: false,
  request: () => set({ pending: true }),
  consume: () => {
    const { pending } = get();
    if (pending) set({ pending: false });
    return pending;
  },
}));
