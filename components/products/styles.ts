// Call-to-action links of the product pages: white on brand-700 and brand-800 on white both
// pass WCAG AA contrast (4.5:1).
export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-800';

export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-brand-700 bg-white px-5 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/** On the dark brand-900 band: brand-900 on white. */
export const lightButton =
  'inline-flex shrink-0 items-center justify-center rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50';
