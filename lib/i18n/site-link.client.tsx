'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { inPageNavigation } from '@/lib/client/link-click';

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A public path of this site ("/de/products"), or any other URL (left to the browser). */
  href: string;
  /** false: the page is never fetched ahead; otherwise it is when a pointer comes over the link. */
  prefetch?: boolean;
  /** false: the new page keeps the scroll position (tabs, filters). */
  scroll?: boolean;
  replace?: boolean;
};

/**
 * A link that Next's router follows in the page (a soft navigation), as next/link does, without
 * next/link's 3 KB gzipped in every page's first load: its viewport observer, its
 * URL-object formatting and the legacy props the site never uses. A page is fetched ahead when a
 * pointer comes over its link (mouse or touch), not for every link that scrolls into view; the
 * cached pages answer fast either way. The markup is a plain anchor, so every link
 * works without JavaScript, and modified clicks, other windows, downloads, other sites and
 * anchors on the same page stay the browser's.
 */
export function SiteLink({
  href,
  prefetch,
  scroll,
  replace,
  onClick,
  onMouseEnter,
  onTouchStart,
  ...props
}: SiteLinkProps) {
  const router = useRouter();
  const isPage = href.startsWith('/') && !href.startsWith('//');
  const fetchAhead = () => {
    if (isPage && prefetch !== false) router.prefetch(href);
  };
  return (
    <a
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!isPage || !inPageNavigation(event, event.currentTarget, window.location)) return;
        event.preventDefault();
        const options = scroll === false ? { scroll: false } : undefined;
        if (replace) router.replace(href, options);
        else router.push(href, options);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        fetchAhead();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        fetchAhead();
      }}
    />
  );
}
