// Pure helpers of visitor tracking, apart from the module that sends, for unit tests.

/** "Chrome 140", "Firefox 128", "Safari 17"… from the user agent; "Other" when unknown. */
export function browserOf(userAgent: string): string {
  const rules: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ];
  for (const [name, pattern] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Other';
}

/** The referring site, without its query or fragment; '' for none or for this site itself. */
export function referrerOf(referrer: string, ownOrigin: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin || !/^https?:$/.test(url.protocol)) return '';
    return `${url.origin}${url.pathname}`.slice(0, 2048);
  } catch {
    return '';
  }
}

const FILE = /\.(pdf|zip|rar|7z|docx?|xlsx?|pptx?|csv|mp4|webm|mov|jpe?g|png|webp|gif|svg)$/i;

/** A link to a file (document, video, image) the visitor opens: its URL without the query. */
export function resourceOf(anchor: {
  href: string;
  hasAttribute(name: string): boolean;
}): string | null {
  try {
    const url = new URL(anchor.href);
    if (!/^https?:$/.test(url.protocol)) return null;
    if (!FILE.test(url.pathname) && !anchor.hasAttribute('download')) return null;
    return `${url.origin}${url.pathname}`.slice(0, 2048);
  } catch {
    return null;
  }
}
