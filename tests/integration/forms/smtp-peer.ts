import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received mail, decoded enough to assert on: headers, subject, and each text part. */
export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
};

// Encoded words (RFC 2047) as nodemailer writes them: =?UTF-8?Q?…?= or =?UTF-8?B?…?=.
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(data: string): string {
  const bytes = data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const cut = line.indexOf(':');
    if (cut > 0) headers.set(line.slice(0, cut).toLowerCase(), line.slice(cut + 1).trim());
  }
  return headers;
}

function splitPart(part: string): [Map<string, string>, string] {
  const cut = part.search(/\r?\n\r?\n/);
  return [parseHeaders(part.slice(0, cut)), part.slice(cut).replace(/^\r?\n\r?\n/, '')];
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQp(body);
  return body;
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [headers, body] = splitPart(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const parts: [string, string][] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      const [h, b] = splitPart(chunk.replace(/^\r?\n/, ''));
      parts.push([h.get('content-type') ?? '', decodeBody(h, b)]);
    }
  } else {
    parts.push([type, decodeBody(headers, body)]);
  }
  const find = (kind: string) => parts.find(([t]) => t.startsWith(kind))?.[1] ?? '';
  return {
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: find('text/plain').replace(/\r\n/g, '\n'),
    html: find('text/html'),
    raw,
  };
}

/**
 * A real SMTP server on a loopback port (no TLS, no auth) that keeps what it receives, each mail
 * with the time its data ended (`at`, ms since the epoch).
 */
export async function startSmtpPeer(port = 0) {
  const mails: (ReceivedMail & { at: number })[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const at = Date.now();
        mails.push({ ...parseMail(Buffer.concat(chunks).toString('utf8'), to), at });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    mails,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
