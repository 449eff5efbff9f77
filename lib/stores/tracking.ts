import { create } from 'zustand';
import type { VisitorData } from '@/lib/validation/tracking';
import { MAX_RESOURCES, MAX_ROUTES } from '@/lib/validation/tracking-limits';

// Visitor tracking data. Nothing is collected until tracking starts, which happens only
// with statistics consent (lib/client/tracking.ts); the shell reports every page it sees.

type Initial = Omit<VisitorData, 'jumpOut' | 'routes' | 'resources'>;

type TrackingState = {
  data: VisitorData | null;
  start: (initial: Initial, at: number) => void;
  visit: (path: string, at: number) => void;
  addResource: (url: string) => void;
};

export const useTracking = create<TrackingState>()((set, get) => ({
  data: null,
  start: (initial, at) => {
    if (get().data) return;
    set({
      data: {
        ...initial,
        jumpOut: true,
        routes: [{ path: initial.landingPage, at }],
        resources: [],
      },
    });
  },
  visit: (path, at) => {
    const { data } = get();
    if (!data || data.routes.at(-1)?.path === path || data.routes.length >= MAX_ROUTES) return;
    // jumpOut is true until the visitor reaches a second page.
    set({ data: { ...data, jumpOut: false, routes: [...data.routes, { path, at }] } });
  },
  addResource: (url) => {
    const { data } = get();
    if (!data || data.resources.includes(url) || data.resources.length >= MAX_RESOURCES) return;
    set({ data: { ...data, resources: [...data.resources, url] } });
  },
}));
