import { create } from 'zustand';

/** A viewport under 780 px wide is mobile; the app shell keeps it current on resize. */
type DeviceState = { isMobile: boolean; setMobile: (isMobile: boolean) => void };

export const useDevice = create<DeviceState>()((set) => ({
  isMobile: false,
  setMobile: (isMobile) => set({ isMobile }),
}));
