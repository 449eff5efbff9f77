'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useCommonTexts } from './console-lang';

// Short confirmations ("Saved.") and failures, announced by live regions that exist from the
// first render (a region added together with its text is often not read out).

export type ToastTone = 'success' | 'error' | 'info';
type Toast = { id: number; message: string; tone: ToastTone };
type ToastApi = { show: (message: string, tone?: ToastTone) => void };

const ToastContext = createContext<ToastApi>({ show: () => undefined });

const SHOW_MS = 6000;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const t = useCommonTexts();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      next.current += 1;
      const id = next.current;
      setToasts((list) => [...list.slice(-2), { id, message, tone }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, SHOW_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);
  const render = (tone: 'polite' | 'assertive') =>
    toasts
      .filter((toast) => (toast.tone === 'error') === (tone === 'assertive'))
      .map((toast) => (
        <div
          key={toast.id}
          className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-md ${
            toast.tone === 'error'
              ? 'border-red-300 bg-red-50 text-red-900'
              : 'border-green-300 bg-green-50 text-green-900'
          }`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            className="rounded px-1 font-semibold"
            aria-label={t.close}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t.notifications}
        className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[90vw] flex-col gap-2 [&>*]:pointer-events-auto"
      >
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {render('polite')}
        </div>
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          {render('assertive')}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

/** toast.show('Saved.') or toast.show(message, 'error'). */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}
