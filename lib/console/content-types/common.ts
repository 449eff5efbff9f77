import {
  LIMITS,
  isoDate,
  isoLanguage,
  optionalLine,
  optionalUrl,
  requiredLine,
  requiredUrl,
  text,
  type Bilingual,
} from './fields';

// Fields several content types share, described once.

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';
export const DOCUMENT_TYPES = `application/pdf,${IMAGE_TYPES},video/mp4,video/webm`;
export const VIDEO_TYPES = 'video/mp4,video/webm';

export const titleField = (label: Bilingual = { en: 'Title', zh: '标题' }) => ({
  kind: 'text' as const,
  label,
  required: true,
  max: LIMITS.title,
  schema: requiredLine(LIMITS.title),
});

export const lineField = (label: Bilingual, required: boolean, max: number = LIMITS.line) =>
  required
    ? { kind: 'text' as const, label, required, max, schema: requiredLine(max) }
    : { kind: 'text' as const, label, required, max, schema: optionalLine(max) };

export const summaryField = () => ({
  kind: 'textarea' as const,
  label: { en: 'Summary', zh: '摘要' },
  required: false,
  max: LIMITS.summary,
  schema: text(LIMITS.summary),
});

/** Markdown, rendered through the site's sanitizing pipeline (lib/rich-text/render.ts). */
export const bodyField = () => ({
  kind: 'markdown' as const,
  label: { en: 'Body', zh: '正文' },
  required: false,
  max: LIMITS.body,
  schema: text(LIMITS.body),
});

export const coverField = () => ({
  kind: 'file' as const,
  label: { en: 'Cover image', zh: '封面图' },
  required: false,
  max: LIMITS.url,
  accept: IMAGE_TYPES,
  schema: optionalUrl(),
});

export const fileField = (label: Bilingual, accept: string) => ({
  kind: 'file' as const,
  label,
  required: true,
  max: LIMITS.url,
  accept,
  schema: requiredUrl(),
});

export const dateField = (label: Bilingual) => ({
  kind: 'date' as const,
  label,
  required: true,
  schema: isoDate(),
});

export const languageField = (label: Bilingual) => ({
  kind: 'text' as const,
  label,
  required: true,
  max: 2,
  schema: isoLanguage(),
});

/** Today by default on a new item (the form fills it in the browser); an edit keeps the stored one. */
export const publishedOnField = () => ({
  ...dateField({ en: 'Publication date', zh: '发布日期' }),
  defaultsToToday: true,
});
