import localFont from 'next/font/local';

/**
 * Inter (variable weight, Latin: enough for the six Latin-script variants; Chinese uses the
 * system's CJK fonts) from the npm package, through next/font: the file is preloaded and a
 * fallback with Inter's metrics (size-adjust over Arial) holds the text in place until it
 * arrives, so the swap moves nothing (no layout shift). next/font/google cannot download here.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
