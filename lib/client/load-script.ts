/**
 * Adds an external script once. Created by our own (nonce'd) code, it is allowed by the CSP's
 * 'strict-dynamic' without a nonce of its own; nothing is inserted by the server's HTML, so
 * before consent no such tag exists.
 */
export function loadScript(src: string, doc: Document = document): HTMLScriptElement {
  const existing = Array.from(doc.scripts).find((script) => script.src === src);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.referrerPolicy = 'strict-origin-when-cross-origin';
  doc.head.appendChild(script);
  return script;
}
