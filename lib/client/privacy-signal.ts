/**
 * The cookie policy promises that a recognised opt-out signal (Global Privacy Control) counts as
 * declining statistics and marketing, whatever the banner says.
 */
export function hasOptOutSignal(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
