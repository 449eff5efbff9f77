'use client';

import { contentTypes, type ContentTypeKey } from '@/lib/console/content-types';
import { ConsoleApiError } from '@/lib/console/browser-client';
import { contentTexts } from '@/lib/console/i18n/content';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import {
  LoadState,
  Notice,
  linkClass,
  useApiData,
  useConsoleLang,
  useListQuery,
} from '@/components/console/ui';
import { ContentForm } from './content-form.client';
import { initialValues } from './form-values';
import { ItemActions } from './item-actions.client';
import { VersionNav } from './version-nav';
import { missingWebsiteIds, type ItemAnswer } from './versions';

type Props = { typeKey: ContentTypeKey; id: string };

/**
 * An item's editor: its language versions (?websiteId= picks one, else the first), the actions
 * on the chosen version, and its form. After a save, duplicate or delete the item is read again,
 * so the form always holds the revision the server has.
 */
export function ContentEditor({ typeKey, id }: Props) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].editor;
  const router = useRouter();
  const { params, set } = useListQuery();
  const basePath = `/admin/content/${typeKey}/${encodeURIComponent(id)}`;
  const item = useApiData<ItemAnswer>(basePath);
  const type = contentTypes[typeKey];
  const listPath = `/admin/content/${typeKey}`;

  if (item.error instanceof ConsoleApiError && item.error.status === 404) {
    return (
      <Notice tone="warning" title={t.notFound}>
        <Link href={listPath} className={linkClass}>
          {t.back}
        </Link>
      </Notice>
    );
  }
  if (!item.data) {
    return <LoadState isLoading={item.isLoading} error={item.error} onRetry={item.reload} />;
  }

  const { versions } = item.data;
  const existing = Object.keys(versions)
    .map(Number)
    .sort((a, b) => a - b);
  const wanted = Number(params.websiteId);
  const current = existing.includes(wanted) ? wanted : existing[0];
  const row = current === undefined ? undefined : versions[String(current)];
  if (current === undefined || !row) {
    return <Notice tone="warning" title={t.notFound} />;
  }
  const title = String(row[type.titleField] ?? `#${id}`);

  return (
    <>
      <VersionNav basePath={basePath} versions={versions} current={current} />
      <ItemActions
        typeKey={typeKey}
        id={item.data.id}
        websiteId={current}
        row={row}
        title={title}
        missing={missingWebsiteIds(versions)}
        onDuplicated={(to) => {
          set({ websiteId: to });
          item.reload();
        }}
        onDeleted={() => {
          const rest = existing.filter((w) => w !== current);
          if (rest.length === 0) {
            router.push(listPath);
            return;
          }
          set({ websiteId: rest[0] });
          item.reload();
        }}
      />
      <ContentForm
        key={`${current}:${row.revision}`}
        typeKey={typeKey}
        mode="edit"
        defaults={initialValues(type, { row })}
        target={{ id: item.data.id, websiteId: current, revision: row.revision }}
        onSaved={() => item.reload()}
        onReload={item.reload}
      />
    </>
  );
}
