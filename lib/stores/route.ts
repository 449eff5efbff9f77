import { create } from 'zustand';

/**
 * The path of the page shown, set by the app shell on every navigation, so code loaded later
 * (language cache, build check, tracking) can follow client navigations.
 */
type RouteState = { path: string | null; setPath: (path: string) => void };

export const useRoute = create<RouteState>()((set) => ({
  path: null,
  setPath: (path) => set({ path }),
}));
