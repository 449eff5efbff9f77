export type Cover = { src: string; isOwn: boolean };

/**
 * The image a card or article shows. Only paths on this site are used (the CSP allows images
 * from 'self' and next/image has no remote hosts), anything else gets the section's own
 * illustration; `isOwn` says whether the image shows this item (alt = title) or is decoration.
 */
export function coverOf(coverUrl: string | null | undefined, fallback: string): Cover {
  const isLocalPath =
    typeof coverUrl === 'string' && /^\/(?![/\\])/.test(coverUrl) && !/\s/.test(coverUrl);
  return isLocalPath ? { src: coverUrl, isOwn: true } : { src: fallback, isOwn: false };
}
