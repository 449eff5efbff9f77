'use client';

import { loadOnDemand } from './load-on-demand.client';

// The installer page ends with the training application: loaded on demand, its form keeps
// react-hook-form and zod out of the page's first-load JavaScript, which would otherwise break
// a content page's budget (see docs/decisions/on-demand-forms.md). The placeholder holds the
// form's height (English, Chinese and German at 360 to 1280 px: 76–83 rem stacked, 48–50 rem
// from 780 px); it loads 600 px before it scrolls into view, so any difference lands off screen.
export const InstallerApplicationFormLazy = loadOnDemand(
  () => import('./installer-application-form.client').then((m) => m.InstallerApplicationFormClient),
  'min-h-[80rem] desk:min-h-[50rem]',
);
