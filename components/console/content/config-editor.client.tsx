'use client';

import { useState } from 'react';
import { configKeySchema, configTags } from '@/lib/console/content-types';
import { consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill, translateMessage } from '@/lib/console/i18n/common';
import { contentTexts } from '@/lib/console/i18n/content';
import {
  DataTable,
  LoadState,
  SelectField,
  TextField,
  useApiData,
  useCommonTexts,
  useConsoleLang,
  useListQuery,
  useToast,
} from '@/components/console/ui';
import { Button } from '@/components/ui/button';
import { ConfigRowEditor, type ConfigEntry } from './config-row.client';

type Answer = { tags: string[]; entries: ConfigEntry[] };

/** The /config/i18n entries of one language tag (?tag=), editable in place, plus "add a key". */
export function ConfigEditor() {
  const lang = useConsoleLang();
  const t = contentTexts[lang].config;
  const common = useCommonTexts();
  const toast = useToast();
  const { params, set } = useListQuery();
  const data = useApiData<Answer>('/admin/i18n-config');
  const tags = data.data?.tags.length ? data.data.tags : configTags;
  const tag = params.tag && tags.includes(params.tag) ? params.tag : (tags[0] ?? 'en-US');
  const entries = (data.data?.entries ?? []).filter((e) => e.tag === tag);
  const [draft, setDraft] = useState({ key: '', value: '' });
  const [keyError, setKeyError] = useState<string>();

  const onAdd = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = configKeySchema.safeParse(draft.key);
    if (!checked.success) {
      setKeyError(translateMessage(checked.error.issues[0]?.message ?? 'Required.', lang));
      return;
    }
    setKeyError(undefined);
    try {
      await consoleApi.put(
        `/admin/i18n-config/${encodeURIComponent(tag)}/${encodeURIComponent(draft.key)}`,
        { value: draft.value },
      );
      toast.show(t.added);
      setDraft({ key: '', value: '' });
      data.reload();
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    }
  };

  return (
    <>
      <div className="mb-4 max-w-xs">
        <SelectField
          label={t.tag}
          value={tag}
          options={tags.map((value) => ({ value, label: value }))}
          onChange={(e) => set({ tag: e.target.value })}
        />
      </div>
      <LoadState
        isLoading={data.isLoading && !data.data}
        error={data.error}
        onRetry={data.reload}
      />
      {data.data ? (
        <DataTable
          caption={fill(t.caption, { tag })}
          rows={entries}
          rowKey={(entry) => `${entry.tag}:${entry.key}:${entry.revision}`}
          emptyText={common.noEntries}
          columns={[
            { key: 'key', header: t.key, cell: (entry) => <code>{entry.key}</code> },
            {
              key: 'value',
              header: t.value,
              cell: (entry) => <ConfigRowEditor entry={entry} onChanged={data.reload} />,
            },
          ]}
        />
      ) : null}
      <form
        noValidate
        onSubmit={(e) => void onAdd(e)}
        aria-labelledby="config-add"
        className="mt-8 space-y-3 rounded-lg border border-slate-300 p-4"
      >
        <h2 id="config-add" className="text-lg font-bold text-slate-900">
          {t.addTitle} ({tag})
        </h2>
        <div className="grid gap-3 desk:grid-cols-2">
          <TextField
            label={t.newKey}
            isRequired
            hint={t.keyHint}
            error={keyError}
            value={draft.key}
            onChange={(e) => setDraft({ ...draft, key: e.target.value })}
          />
          <TextField
            label={t.newValue}
            value={draft.value}
            onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          />
        </div>
        <Button type="submit" tone="primary" size="sm">
          {common.add}
        </Button>
      </form>
    </>
  );
}
