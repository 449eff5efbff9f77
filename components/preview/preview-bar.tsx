import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { exitLink } from '@/lib/server/preview/links';
import { safeSitePath } from '@/lib/server/preview/path';
import { isPreviewRender } from '@/lib/server/preview/render';

/**
 * The bar an editor sees on every public page in preview (requirements: Console and preview),
 * with the way out. Rendered on the server in the page's flow (no script, nothing pops in after
 * load, nothing covered), only when this request really is a preview: draft mode on and an
 * editor signed in.
 */
export async function PreviewBar() {
  if (!(await isPreviewRender())) return null;
  const t = await getTranslations('Preview');
  // The public path of this page, set by proxy.ts; Exit brings the editor back to it.
  const path = safeSitePath((await headers()).get('x-public-path')) ?? '/';
  return (
    <div
      role="region"
      aria-label={t('label')}
      className="border-y-2 border-slate-950 bg-amber-300 text-slate-950"
    >
      <div className="site-container flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
        <p className="font-semibold">{t('notice')}</p>
        {/* A plain link: a route handler, not a page (no prefetch, no locale prefix). */}
        <a
          href={exitLink(path)}
          className="rounded font-bold underline underline-offset-2 hover:no-underline focus-visible:outline-slate-950"
        >
          {t('exit')}
        </a>
      </div>
    </div>
  );
}
