'use client';

import { contentTypes, websites, type ContentTypeKey } from '@/lib/console/content-types';
import { languageByCode } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/client-navigation';
import { useListQuery } from '@/components/console/ui';
import { ContentForm } from './content-form.client';
import { initialValues } from './form-values';

/** A new item in one language (?websiteId= preselects it); then on to its editor. */
export function ContentCreate({ typeKey }: { typeKey: ContentTypeKey }) {
  const router = useRouter();
  const { params } = useListQuery();
  const wanted = Number(params.websiteId);
  const websiteId = websites.some((w) => w.id === wanted) ? wanted : languageByCode('en').id;
  return (
    <ContentForm
      typeKey={typeKey}
      mode="create"
      defaults={initialValues(contentTypes[typeKey], { websiteId })}
      onSaved={(row) =>
        router.push({
          pathname: `/admin/content/${typeKey}/${encodeURIComponent(String(row.id))}`,
          query: { websiteId: String(row.websiteId) },
        })
      }
    />
  );
}
