type Messages = Record<string, unknown>;

/**
 * The messages at the given dot paths ('Support.faqs.total'), nested as they are: what a client
 * component needs, and not the site's whole catalogue.
 */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const names = path.split('.');
    const value = names.reduce<unknown>(
      (node, name) => (node && typeof node === 'object' ? (node as Messages)[name] : undefined),
      messages,
    );
    if (value === undefined) throw new Error(`No message at ${path}`);
    let target = picked;
    for (const name of names.slice(0, -1)) target = (target[name] ??= {}) as Messages;
    target[names[names.length - 1]!] = value;
  }
  return picked;
}
