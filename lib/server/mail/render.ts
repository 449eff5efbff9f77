import 'server-only';

export type MailBody = {
  /** The mail's language tag (e.g. de-DE) for the HTML part. */
  lang: string;
  /** Paragraphs of plain text; a '\n' inside one is a line break. */
  paragraphs: string[];
  /** A call to action: a link on its own line (text) or a button (HTML). */
  action?: { label: string; url: string };
  /** Small print under a rule. */
  footer?: string[];
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const paragraph = (s: string, style = '') =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;

/**
 * A mail's text and HTML parts from the same paragraphs. Everything a visitor typed is escaped:
 * the HTML part never carries their markup.
 */
export function renderMail({ lang, paragraphs, action, footer = [] }: MailBody) {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(footer.length ? ['--', ...footer] : []),
  ].join('\n\n');

  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#14532d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      paragraph(action.url, 'font-size:12px;color:#475569;word-break:break-all')
    : '';
  const small = footer.length
    ? `<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0">${footer.map((f) => paragraph(f, 'font-size:12px;color:#475569')).join('')}`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">${paragraphs.map((p) => paragraph(p)).join('')}${button}${small}</body></html>`;

  return { text, html };
}
