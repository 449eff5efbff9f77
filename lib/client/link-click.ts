/** What is read of a click on a link (a React or DOM mouse event). */
export type LinkClick = {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

/** What is read of the link (an HTMLAnchorElement). */
export type LinkElement = {
  href: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
};

/**
 * The URL a left click on a link asks this page to open in place (a client navigation), or null
 * where the click is the browser's: another handler took it; another button or a modifier key (a
 * new tab or window, a download); a target other than this window; a download; another origin;
 * or an anchor on this very page (the browser scrolls and moves focus there, as skip links need).
 */
export function inPageNavigation(
  click: LinkClick,
  link: LinkElement,
  page: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>,
): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const target = link.getAttribute('target');
  if ((target && target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, page.href);
  if (url.origin !== page.origin) return null;
  const isSamePage = url.pathname === page.pathname && url.search === page.search;
  return isSamePage && url.hash !== '' ? null : url;
}
