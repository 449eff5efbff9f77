import { contentTypeKeys, contentTypes } from '@/lib/console/content-types';
import type { ConsoleLang } from '@/lib/console/i18n/common';
import { Link } from '@/lib/i18n/navigation';

/** The ten content types as large links. */
export function TypePicker({ lang, label }: { lang: ConsoleLang; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {contentTypeKeys.map((key) => (
          <li key={key}>
            <Link
              href={`/admin/content/${key}`}
              className="block rounded-lg border border-slate-300 bg-white p-4 font-semibold text-brand-900 hover:border-brand-700 hover:bg-brand-50"
            >
              {contentTypes[key].label[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
