'use client';

import { useEffect, useId, useRef } from 'react';
import { useCommonTexts } from './console-lang';
import { buttonClass, type ButtonTone } from './styles';

type Props = {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message: React.ReactNode;
  confirmLabel: string;
  tone?: Extract<ButtonTone, 'primary' | 'danger'>;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation on the native <dialog> (showModal makes the rest of the page inert).
 * Focus starts on Cancel (the safe choice), Tab cycles inside, Escape cancels, and focus goes
 * back to where it was when the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = 'danger',
  isBusy = false,
  onConfirm,
  onCancel,
}: Props) {
  const t = useCommonTexts();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
      returnTo.current?.focus();
    }
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
    const [first, last] = [items[0], items[items.length - 1]];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onKeyDown={onKeyDown}
      // Escape fires "cancel": the caller's state decides whether the dialog is open.
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onCancel();
      }}
      className="m-auto w-full max-w-md rounded-lg border border-slate-300 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <div id={`${id}-message`} className="mt-2 text-sm text-slate-800">
        {message}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button
          ref={cancel}
          type="button"
          className={buttonClass('secondary')}
          disabled={isBusy}
          onClick={onCancel}
        >
          {t.cancel}
        </button>
        <button type="button" className={buttonClass(tone)} disabled={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
