// The reference's looks, set once on its container for everything inside it: a class on every
// table, cell and code span would be repeated in the HTML and again in its RSC payload.

/** Around the whole body: code spans, links, tables (header and row-header cells tinted). */
export const referenceClass =
  'site-container py-12 text-slate-800 desk:py-16 ' +
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-slate-900 ' +
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-100 ' +
  '[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline ' +
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm ' +
  '[&_caption]:pb-2 [&_caption]:text-left [&_caption]:font-semibold ' +
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_td]:[overflow-wrap:anywhere] ' +
  '[&_th]:border [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 [&_th]:align-top ' +
  '[&_thead_th]:bg-brand-50 [&_tbody_th]:font-medium';

/** A section: its heading, then its paragraphs and tables. */
export const sectionClass =
  'mt-14 max-w-4xl scroll-mt-24 first:mt-0 [&_p]:mt-4 [&_p]:leading-relaxed';

export const headingClass = 'text-2xl font-bold text-brand-900 desk:text-3xl';

/** The focusable box a wide table or code block scrolls in (WCAG 2.1.1). */
export const scrollClass = 'mt-6 overflow-x-auto';
