// A viewport under 780 px wide counts as mobile (the same breakpoint as the CSS
// `desk:` variant in globals.css).
export const MOBILE_QUERY = '(max-width: 779.98px)';

/** Calls `onChange` now and on every crossing of the breakpoint; returns the unsubscribe. */
export function watchMobile(
  onChange: (isMobile: boolean) => void,
  win: Pick<Window, 'matchMedia'> = window,
): () => void {
  const query = win.matchMedia(MOBILE_QUERY);
  const listener = () => onChange(query.matches);
  listener();
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
