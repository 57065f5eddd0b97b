// The mails the API wrote as .eml files under DATA_DIR/mail (no SMTP_URL): recipient, subject and the links they
// carry, enough for the day to follow a first-password link and to count the assignment mails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface DayMail {
  to: string;
  subject: string;
  body: string;
}

function emlFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? emlFiles(full) : name.endsWith('.eml') ? [full] : [];
  });
}

const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words of a header. */
const decodeWords = (value: string) =>
  value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? decodeWords(line.slice(name.length + 1).trim()) : '';
}

/** Every mail written so far; the body is the raw text with quoted-printable undone (links survive base64 too). */
export function readMails(dataDir: string): DayMail[] {
  return emlFiles(join(dataDir, 'mail')).map((file) => {
    const raw = readFileSync(file, 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    const head = raw.slice(0, split);
    const to = header(head, 'to').replace(/^.*<([^>]+)>.*$/, '$1');
    const base64 = raw
      .slice(split)
      .split(/\r?\n\r?\n/)
      .filter((part) => /^[A-Za-z0-9+/=\r\n]{40,}$/.test(part.trim()))
      .map((part) => Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8'));
    return {
      to: to.toLowerCase(),
      subject: header(head, 'subject'),
      body: [quotedPrintable(raw), ...base64].join('\n'),
    };
  });
}

/** The first link in a mail that contains `fragment`. */
export function linkIn(mail: DayMail, fragment: string): string | null {
  const link = mail.body.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => url.includes(fragment));
  return link ? link.replace(/&amp;/g, '&') : null;
}
