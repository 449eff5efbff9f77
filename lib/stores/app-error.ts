import { create } from 'zustand';

// Application error state: a status code (default 500), a message and a fatal flag, set
// and cleared, optionally with a redirect. While fatal, the app shell shows the error view in
// place of the page (components/app-shell/app-error-gate.client.tsx).
export const DEFAULT_ERROR_STATUS = 500;

export type AppErrorInput = { statusCode?: number; message?: string; fatal?: boolean };
export type Navigate = (href: string) => void;

type AppErrorState = {
  statusCode: number;
  message: string;
  fatal: boolean;
  hasError: boolean;
  setError: (error: AppErrorInput, redirect?: { to: string; navigate: Navigate }) => void;
  clearError: (redirect?: { to: string; navigate: Navigate }) => void;
};

const cleared = { statusCode: DEFAULT_ERROR_STATUS, message: '', fatal: false, hasError: false };

export const useAppError = create<AppErrorState>()((set) => ({
  ...cleared,
  setError: ({ statusCode = DEFAULT_ERROR_STATUS, message = '', fatal = false }, redirect) => {
    set({ statusCode, message, fatal, hasError: true });
    redirect?.navigate(redirect.to);
  },
  clearError: (redirect) => {
    set(cleared);
    redirect?.navigate(redirect.to);
  },
}));
