// Reads the mails the API wrote as .eml files under DATA_DIR/mail (SMTP_URL unset): the newest for an address,
// decoded (quoted-printable, base64, multipart), so journeys can follow the links they carry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** Decoded text of every text part (plain and html). */
  text: string;
  receivedAt: number;
}

export function mailDir(): string {
  const dir = process.env.ALFIE_E2E_DATA_DIR;
  if (!dir) throw new Error('ALFIE_E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dir, 'mail');
}

function listEml(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listEml(full);
    return name.endsWith('.eml') ? [full] : [];
  });
}

function unfoldHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?utf-8?Q?...?= / =?utf-8?B?...?=) in headers such as Subject. */
function decodeWords(value: string): string {
  // Whitespace between two adjacent encoded words is folding, not text (RFC 2047 section 6.2).
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => decodePart(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  if (!/^text\//i.test(type)) return '';
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function parseEml(file: string): Mail {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(raw.slice(0, split));
  return {
    file,
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: decodePart(raw),
    receivedAt: statSync(file).mtimeMs,
  };
}

/**
 * The newest mail to `address` written after `since` (ms) whose text contains `containing` (when given), or null.
 * Shared inboxes (the demo accounts) get mails from journeys running beside this one: `containing` picks this
 * journey's own (its request id, its applicant's name).
 */
export function latestMail(address: string, since = 0, containing?: string): Mail | null {
  const mails = listEml(mailDir())
    .map(parseEml)
    .filter((m) => m.to.toLowerCase().includes(address.toLowerCase()) && m.receivedAt >= since)
    .filter((m) => containing === undefined || m.text.includes(containing))
    .sort((a, b) => b.receivedAt - a.receivedAt);
  return mails[0] ?? null;
}

/** Waits (the API's outbox delivers in the background) for a mail to `address` written after `since`. */
export async function waitForMail(
  address: string,
  since: number,
  options: number | { timeout?: number; containing?: string } = {},
): Promise<Mail> {
  const { timeout = 15_000, containing } = typeof options === 'number' ? { timeout: options } : options;
  let found: Mail | null = null;
  await expect
    .poll(() => (found = latestMail(address, since, containing)), {
      timeout,
      message: `a mail to ${address}${containing ? ` containing ${containing}` : ''}`,
    })
    .not.toBeNull();
  return found!;
}

/** The first link in a mail whose URL contains `fragment` (e.g. '/reset-password'). */
export function linkIn(mail: Mail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in ${mail.file}`);
  return link.replace(/&amp;/g, '&');
}
