'use client';

import { useState } from 'react';
import { ConsoleApiError, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { contentTexts } from '@/lib/console/i18n/content';
import {
  ConfirmDialog,
  buttonClass,
  inputClass,
  useCommonTexts,
  useConsoleLang,
  useToast,
} from '@/components/console/ui';

export type ConfigEntry = { tag: string; key: string; value: string; revision: number };

type Props = { entry: ConfigEntry; onChanged: () => void };

const pathOf = (entry: ConfigEntry) =>
  `/admin/i18n-config/${encodeURIComponent(entry.tag)}/${encodeURIComponent(entry.key)}`;

/** The value cell and actions of one key: edit in place, save with its revision, delete. */
export function ConfigRowEditor({ entry, onChanged }: Props) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].config;
  const common = useCommonTexts();
  const toast = useToast();
  const [value, setValue] = useState(entry.value);
  const [conflict, setConflict] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isConfirming, setConfirming] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setConflict(null);
    try {
      await action();
      toast.show(done);
      onChanged();
    } catch (error) {
      if (error instanceof ConsoleApiError && error.status === 409) setConflict(error.message);
      else toast.show(errorMessage(error), 'error');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start gap-2">
        <textarea
          aria-label={fill(t.valueOf, { key: entry.key })}
          rows={Math.min(6, Math.max(1, Math.ceil(value.length / 60)))}
          className={`${inputClass} min-w-60 flex-1`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button
          type="button"
          className={buttonClass('primary')}
          aria-label={fill(t.saveKey, { key: entry.key })}
          disabled={isBusy || value === entry.value}
          onClick={() =>
            void run(
              () => consoleApi.put(pathOf(entry), { value, revision: entry.revision }),
              common.saved,
            )
          }
        >
          {common.save}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-label={fill(t.deleteKey, { key: entry.key })}
          disabled={isBusy}
          onClick={() => setConfirming(true)}
        >
          {common.delete}
        </button>
      </div>
      {conflict ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border-2 border-red-400 bg-red-50 p-2 text-sm text-red-900"
        >
          <span className="flex-1">{conflict}</span>
          <button type="button" className={buttonClass('secondary')} onClick={onChanged}>
            {common.reload}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={t.deleteTitle}
        message={fill(t.deleteMessage, { key: entry.key, tag: entry.tag })}
        confirmLabel={common.delete}
        isBusy={isBusy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(
            () => consoleApi.del(pathOf(entry), { revision: entry.revision }),
            common.deleted,
          )
        }
      />
    </div>
  );
}
