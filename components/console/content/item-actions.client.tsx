'use client';

import { useId, useState } from 'react';
import type { ContentTypeKey } from '@/lib/console/content-types';
import { consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { contentTexts } from '@/lib/console/i18n/content';
import {
  ConfirmDialog,
  buttonClass,
  inputClass,
  labelClass,
  useCommonTexts,
  useConsoleLang,
  useToast,
} from '@/components/console/ui';
import { previewHrefOf } from './public-path';
import { websiteLabel, type VersionRow } from './versions';

type Props = {
  typeKey: ContentTypeKey;
  id: number | string;
  websiteId: number;
  row: VersionRow;
  title: string;
  missing: number[];
  onDuplicated: (toWebsiteId: number) => void;
  onDeleted: () => void;
};

/** Preview in a new tab, duplicate into a missing language, delete (after confirming). */
export function ItemActions(props: Props) {
  const { typeKey, id, websiteId, row, title, missing, onDuplicated, onDeleted } = props;
  const lang = useConsoleLang();
  const t = contentTexts[lang].editor;
  const common = useCommonTexts();
  const toast = useToast();
  const selectId = useId();
  const [target, setTarget] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const path = `/admin/content/${typeKey}/${encodeURIComponent(String(id))}/${websiteId}`;

  const onDuplicate = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await consoleApi.post(`${path}/duplicate`, { toWebsiteId: Number(target) });
      toast.show(t.duplicated);
      onDuplicated(Number(target));
      setTarget('');
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async () => {
    setBusy(true);
    try {
      await consoleApi.del(path, { revision: row.revision });
      setConfirming(false);
      toast.show(common.deleted);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      toast.show(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-6 flex flex-wrap items-end gap-4 rounded-lg border border-slate-300 bg-slate-50 p-3">
      <a
        href={previewHrefOf(typeKey, id, websiteId, row)}
        target="_blank"
        rel="noopener"
        className={buttonClass('secondary')}
      >
        {t.preview}
        <span className="sr-only"> ({t.previewHint})</span>
      </a>
      {missing.length > 0 ? (
        <div className="flex items-end gap-2">
          <div className="space-y-1">
            <label htmlFor={selectId} className={labelClass}>
              {t.duplicateLabel}
            </label>
            <select
              id={selectId}
              className={inputClass}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            >
              <option value="">{t.duplicateChoose}</option>
              {missing.map((w) => (
                <option key={w} value={w}>
                  {websiteLabel(w)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={!target || isBusy}
            onClick={() => void onDuplicate()}
          >
            {t.duplicate}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-800">{t.noMissing}</p>
      )}
      <button
        type="button"
        className={buttonClass('danger', 'ml-auto')}
        disabled={isBusy}
        onClick={() => setConfirming(true)}
      >
        {t.deleteVersion}
      </button>
      <ConfirmDialog
        open={isConfirming}
        title={t.deleteTitle}
        message={fill(t.deleteMessage, { title, language: websiteLabel(websiteId) })}
        confirmLabel={common.delete}
        isBusy={isBusy}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
