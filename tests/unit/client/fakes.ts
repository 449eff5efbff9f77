// Small stand-ins for the browser objects the client helpers take, so they run under node.

export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

type Listener = (event: never) => void;

/** An event target whose events carry any target we give them. */
export function fakeTarget() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    addEventListener: (type: string, listener: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) =>
      listeners.get(type)?.delete(listener),
    fire(type: string, event: Record<string, unknown> = {}) {
      for (const listener of listeners.get(type) ?? []) listener(event as never);
    },
    count: (type: string) => listeners.get(type)?.size ?? 0,
  };
}

/** document.cookie as a browser keeps it: what was set, read back as name=value pairs. */
export function fakeCookieDocument() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      written.push(value);
      const [pair = '', ...attributes] = value.split(';');
      const [name = '', ...rest] = pair.split('=');
      const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
      if (expires && Date.parse(expires.split('=')[1]!) < Date.now()) jar.delete(name.trim());
      else jar.set(name.trim(), rest.join('='));
    },
  };
}
