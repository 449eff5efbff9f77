// A cover URL from the content API is shown only when it names a file the site serves itself
// (public/images or public/files, see proxy.ts): external image URLs are not allowed
// (requirements: Content), and any other path would be redirected by the proxy and show as a
// broken image.
const servedFile = /^\/(images|files)\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i;

export function localCover(url: unknown): string | null {
  if (typeof url !== 'string' || url.includes('..')) return null;
  return servedFile.test(url) ? url : null;
}
