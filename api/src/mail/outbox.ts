// The e-mail outbox: enqueue a message in the same transaction as the change that causes it; the worker sends it.
import type { Locale } from '@alfie/shared/contracts';
import { mailOutbox } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import type { MailTemplate } from './catalog.ts';

export interface MailToSend {
  to: string;
  language: Locale;
  template: MailTemplate;
  /** Values for the template's placeholders; URLs for buttons must be absolute http(s). */
  params: Record<string, string | number | null>;
  /** The request the mail is about, so the request's timeline lists it with its delivery. */
  requestId?: number | null;
}

/** `await enqueueMail(tx, { to, language, template: 'company-approved', params: { businessName, loginUrl } })`. */
export async function enqueueMail(tx: DbOrTx, mail: MailToSend): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      language: mail.language,
      template: mail.template,
      params: mail.params,
      requestId: mail.requestId ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
