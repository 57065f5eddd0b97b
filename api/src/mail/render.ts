// Renders an outbox row's template into subject, HTML and plain text for the recipient's language.
import {
  COMPANY_ADDRESS,
  CONTACT_EMAIL,
  ITALIAN_TIME_ZONE,
  OPERATIONS_EMAIL,
  SUPPORT_EMAIL,
  toLocale,
} from '@alfie/shared/contracts';
import { MAIL_TEMPLATES, type MailTemplate, type MailText } from './catalog.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const DEFAULTS: Record<string, string> = {
  supportEmail: SUPPORT_EMAIL,
  operationsEmail: OPERATIONS_EMAIL,
  contactEmail: CONTACT_EMAIL,
};
const LANG_TAGS = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR' } as const;

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function fill(
  template: string,
  params: Record<string, unknown>,
  lang: keyof typeof LANG_TAGS,
  html: boolean,
): string {
  return template.replace(/\{(when:)?(\w+)\}/g, (_m, when: string | undefined, name: string) => {
    const raw = params[name] ?? DEFAULTS[name];
    let value = raw == null ? '' : String(raw);
    if (when && raw != null) {
      const d = new Date(String(raw));
      if (!Number.isNaN(d.getTime())) {
        value = new Intl.DateTimeFormat(LANG_TAGS[lang], {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: ITALIAN_TIME_ZONE,
        }).format(d);
      }
    }
    return html ? escapeHtml(value) : value;
  });
}

/** Only http(s) links become buttons, so a parameter can never inject a javascript: URL. */
function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

export function renderMail(
  template: string,
  language: string,
  params: Record<string, unknown>,
): RenderedMail {
  const byLang = (MAIL_TEMPLATES as Record<string, Record<string, MailText>>)[template];
  if (!byLang) throw new Error(`unknown mail template ${template}`);
  const lang = toLocale(language);
  const t = byLang[lang]!;
  const url = t.action ? safeUrl(params[t.action.urlParam]) : null;
  const textLines = t.lines.map((l) => fill(l, params, lang, false));
  if (t.action && url) textLines.push(`${t.action.label}: ${url}`);
  textLines.push('', '--', COMPANY_ADDRESS, CONTACT_EMAIL);
  const paragraphs = t.lines.map((l) => `<p style="margin:0 0 12px">${fill(l, params, lang, true)}</p>`);
  const button =
    t.action && url
      ? `<p style="margin:20px 0"><a href="${escapeHtml(url)}" style="background:#1f4e79;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(t.action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(url)}</p>`
      : '';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(fill(t.subject, params, lang, false))}</title></head><body style="font-family:Arial,sans-serif;color:#222;max-width:600px;margin:auto;padding:16px">${paragraphs.join('')}${button}<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${escapeHtml(COMPANY_ADDRESS)} · <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a></p></body></html>`;
  return { subject: fill(t.subject, params, lang, false), html, text: textLines.join('\n') };
}

export type { MailTemplate };
