// The mails a field report sends, queued in the report's transaction: the PA at the meeting point tells every
// referent with an e-mail (the PA's first name and mobile, the place, the name on the sign); the end of the service
// gives the customer its booked and actual times; a no-show an operator confirms tells the customer its fee. Referents
// read the customer account's language, as reminders do.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FieldStatus } from '@alfie/shared/contracts';
import type { Tx } from '../../db/client.ts';
import { assistedPeople, personalAssistants, referents } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { customerLanguageOf, customerOf, departureOf } from '../requests/mail-facts.ts';

interface ReportedService {
  id: number;
  customerId: number | null;
  createdBy: number | null;
  startDatetime: Date;
  endDatetime: Date;
  personalAssistantId: number | null;
}

async function mailArrival(tx: Tx, r: ReportedService): Promise<void> {
  const [pa] = await tx
    .select({ firstname: personalAssistants.firstname, mobile: personalAssistants.mobile })
    .from(personalAssistants)
    .where(eq(personalAssistants.id, r.personalAssistantId!));
  const people = await tx
    .select()
    .from(referents)
    .where(and(eq(referents.requestId, r.id), ne(sql`trim(${referents.email})`, '')))
    .orderBy(asc(referents.id));
  if (!pa || people.length === 0) return;
  const [guest] = await tx
    .select({ lastname: assistedPeople.lastname })
    .from(assistedPeople)
    .where(eq(assistedPeople.requestId, r.id))
    .orderBy(asc(assistedPeople.id))
    .limit(1);
  const customer = await customerOf(tx, r.customerId);
  const language = await customerLanguageOf(tx, customer, r.createdBy);
  const common = {
    requestId: r.id,
    paFirstName: pa.firstname,
    paMobile: pa.mobile ?? '',
    place: await departureOf(tx, r.id),
    // The sign carries the guest's surname; a request without assisted people is met under the customer's name.
    sign: guest?.lastname ?? customer?.businessName ?? '',
  };
  const seen = new Set<string>();
  for (const p of people) {
    const to = p.email.trim();
    if (seen.has(to.toLowerCase())) continue;
    seen.add(to.toLowerCase());
    await enqueueMail(tx, {
      to,
      language,
      template: 'field-pa-arrived',
      params: { ...common, firstname: p.firstname, lastname: p.lastname },
      requestId: r.id,
    });
  }
}

async function mailEnd(tx: Tx, r: ReportedService, endedAt: Date): Promise<void> {
  const customer = await customerOf(tx, r.customerId);
  const language = await customerLanguageOf(tx, customer, r.createdBy);
  if (!customer?.email) return;
  await enqueueMail(tx, {
    to: customer.email,
    language,
    template: 'field-service-ended',
    params: {
      businessName: customer.businessName,
      requestId: r.id,
      plannedStart: r.startDatetime.toISOString(),
      plannedEnd: r.endDatetime.toISOString(),
      actualEnd: endedAt.toISOString(),
    },
    requestId: r.id,
  });
}

/** A confirmed no-show tells the customer the service is cancelled late, and its fee (already formatted). */
export async function mailNoShow(tx: Tx, r: ReportedService, fee: string): Promise<void> {
  const customer = await customerOf(tx, r.customerId);
  const language = await customerLanguageOf(tx, customer, r.createdBy);
  if (!customer?.email) return;
  await enqueueMail(tx, {
    to: customer.email,
    language,
    template: 'field-no-show',
    params: {
      businessName: customer.businessName,
      requestId: r.id,
      plannedStart: r.startDatetime.toISOString(),
      fee,
    },
    requestId: r.id,
  });
}

/** Queues what the report of `status` tells the customer's people; nothing for the other steps. */
export async function mailFieldReport(tx: Tx, r: ReportedService, status: FieldStatus, at: Date) {
  if (status === 'at-meeting-point') await mailArrival(tx, r);
  else if (status === 'ended') await mailEnd(tx, r, at);
}
