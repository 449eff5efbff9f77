/** Nothing beside ./layout.tsx's answer (the site's own not-found view would follow it). */
export default function MissingCertificateNotFound() {
  return null;
}
