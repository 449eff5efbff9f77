import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { BASE_URL } from './site';

// HTTP as a test client speaks it: an answer is returned as it came, a redirect included, its
// body unpacked. Node's http rather than fetch: fetch replaces a Host header with the URL's and
// adds `Accept-Language: *`, and these suites send their own of both. An https URL goes over
// Node's https (HTTP/1.1), trusting the CAs tls.setDefaultCACertificates names.

export type Options = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Milliseconds before the request is given up. */
  timeout?: number;
};

const unpack: Record<string, (body: Buffer) => Buffer> = {
  gzip: zlib.gunzipSync,
  br: zlib.brotliDecompressSync,
  deflate: zlib.inflateSync,
};

const lowerCased = (headers: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** One request to `path` on the site (or to a full URL elsewhere); redirects are not followed. */
export function request(path: string, options: Options = {}): Promise<Response> {
  const url = new URL(path, BASE_URL);
  const headers: Record<string, string> = {
    'accept-encoding': 'gzip, deflate, br',
    ...lowerCased(options.headers),
  };
  if (options.body !== undefined) {
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  const timeout = options.timeout ?? 30_000;
  return new Promise((resolve, reject) => {
    let answered: (() => void) | undefined;
    const init = { method: options.method ?? 'GET', headers, timeout };
    const req = (url.protocol === 'https:' ? https : http).request(url, init, (res) => {
      const chunks: Buffer[] = [];
      answered = () => {
        const raw = Buffer.concat(chunks);
        const unpacked = unpack[res.headers['content-encoding'] ?? ''];
        const answer = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          answer.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        }
        const status = res.statusCode!;
        const body = [204, 304].includes(status)
          ? null
          : raw.length && unpacked
            ? unpacked(raw)
            : raw;
        resolve(new Response(body && new Uint8Array(body), { status, headers: answer }));
      };
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', answered);
      res.on('error', (error) => reject(new Error(`${req.method} ${url}: ${error.message}`)));
    });
    req.on('timeout', () => req.destroy(new Error(`${url} took over ${timeout} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A server that refuses a request (431: headers too large, 413: body too large) answers
      // and closes at once; the rest of the request, still arriving, makes the close a reset.
      // The answer stands.
      if (answered && ['ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes(error.code ?? '')) {
        answered();
      } else reject(new Error(`${req.method} ${url}: ${error.message}`));
    });
    req.end(options.body);
  });
}

/**
 * `path` with its redirects followed, at most `max` of them (more fails, as a loop would). A Host
 * header, if one was sent, is not sent on: the location names where to go.
 */
export async function followed(path: string, options: Options = {}, max = 5) {
  let url = new URL(path, BASE_URL);
  let res = await request(url.href, options);
  const headers = Object.fromEntries(
    Object.entries(lowerCased(options.headers)).filter(([name]) => name !== 'host'),
  );
  for (let hops = 0; res.status >= 300 && res.status < 400 && res.headers.has('location'); hops++) {
    if (hops === max) throw new Error(`more than ${max} redirects from ${path}`);
    url = new URL(res.headers.get('location')!, url);
    res = await request(url.href, { ...options, headers });
  }
  return { res, url: url.href };
}

/** A JSON body's options. */
export const json = (data: unknown, headers: Record<string, string> = {}): Options => ({
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(data),
});

/** A multipart/form-data POST of text fields, as a browser's form sends it. */
export function multipart(fields: Record<string, string>): Options {
  const boundary = `----server-suite-${Date.now().toString(36)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
}

export type Session = ReturnType<typeof session>;

/**
 * A client at `origin` that keeps the cookies it is given, as a browser would for that origin:
 * a Secure cookie is kept only over https, an expired one is dropped.
 */
export function session(origin: string) {
  const jar = new Map<string, string>();
  const keep = (url: URL, line: string) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(key))?.split('=')[1];
    const expires = attribute('expires');
    const expired =
      attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) < Date.now());
    const secure = attributes.some((a) => a.toLowerCase() === 'secure');
    if (expired) jar.delete(name);
    else if (!secure || url.protocol === 'https:') jar.set(name, value);
  };
  const send = async (path: string, options: Options = {}) => {
    const url = new URL(path, origin);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { ...(cookie ? { cookie } : {}), ...options.headers };
    const res = await request(url.href, { ...options, headers });
    for (const line of res.headers.getSetCookie()) keep(url, line);
    return res;
  };
  return {
    origin,
    request: send,
    /** A JSON request of `method` with `data` as its body. */
    json: (method: string, path: string, data: unknown, headers: Record<string, string> = {}) =>
      send(path, { ...json(data, headers), method }),
    cookieNames: () => [...jar.keys()],
  };
}
