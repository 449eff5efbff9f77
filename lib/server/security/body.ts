import 'server-only';
import { HttpError } from '@/lib/server/api/errors';

/** Forms are small; anything larger is refused before it is read or parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

/** One of `types` (no parameter but an optional UTF-8 charset)? */
function isMediaType(header: string, types: readonly string[]): boolean {
  const [essence = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (!types.includes(essence)) return false;
  return params.length < 2 && params.every((param) => /^charset\s*=\s*"?utf-8"?$/.test(param));
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `Payload Too Large: the body must be at most ${maxBytes / 1024} KB`);

type JsonBody = {
  maxBytes?: number;
  /** The accepted Content-Types, lower case; application/json unless told. */
  types?: readonly string[];
};

/**
 * The JSON value a POST carries, or a 4xx HttpError saying what is wrong with the body (never a
 * 500): 415 not the JSON type, 413 too large (by Content-Length, then while reading), 400 not
 * UTF-8 or not JSON.
 */
export async function readJson(
  request: Request,
  { maxBytes = MAX_BODY_BYTES, types = ['application/json'] }: JsonBody = {},
): Promise<unknown> {
  if (!isMediaType(request.headers.get('content-type') ?? '', types)) {
    const names = types.join(' or ');
    throw new HttpError(415, `Unsupported Media Type: send Content-Type: ${names} (UTF-8)`);
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

  const bytes = await readCapped(request, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'Bad Request: the body is not valid UTF-8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Bad Request: the body is not valid JSON');
  }
}

/** The JSON object a form POST carries (readJson's 4xx errors, and 400 for any other value). */
export async function readJsonObject(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const value = await readJson(request, { maxBytes });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'Bad Request: the body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
