/**
 * The body of a news item an editor creates through the console API, as the console's editor
 * sends it: published now, unless `extra` says otherwise (a draft, a scheduled time).
 */
export const newsItemBody = (
  websiteId: number,
  title: string,
  extra: Record<string, unknown> = {},
) => ({
  websiteId,
  state: 'published',
  publishAt: null,
  title,
  summary: 'The summary of the article.',
  body: 'The text of the article.',
  publishedOn: new Date().toISOString().slice(0, 10),
  ...extra,
});
