// Test helpers of the reminders: an assigned request with known referents and languages, and its reminder mails.
import assert from 'node:assert/strict';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mailOutbox, requests } from '../db/schema.ts';
import { milanoRequest, OFFER, type PaWorld } from './pa.ts';

export const REMINDER_TEMPLATES: readonly string[] = ['pa-reminder', 'referent-reminder'];

export interface Staffed {
  id: number;
  start: Date;
}

/**
 * A Milano request starting in `days`, with two referents with an e-mail (one named twice, in another case) and
 * one without, assigned to pa@example.com through the API now. The PA's login reads French, the customer's English.
 */
export async function staffed(w: PaWorld, days: number): Promise<Staffed> {
  const id = await milanoRequest(w, { startInDays: days });
  await w.h.db.execute(sql`delete from referents where request_id = ${id}`);
  await w.h.db
    .execute(sql`insert into referents (request_id, firstname, lastname, phone, mobile, email) values
    (${id}, 'Anna', 'Neri', '02 1', '333 1', 'anna.neri@example.com'),
    (${id}, 'Bruno', 'Galli', '02 2', '333 2', 'bruno.galli@example.com'),
    (${id}, 'Anna', 'Neri', '02 1', '333 1', 'ANNA.NERI@example.com'),
    (${id}, 'Carla', 'Ricci', '02 3', '333 3', '')`);
  await w.h.db.execute(sql`update accounts set language = 'fr'
    where id = (select account_id from personal_assistants where id = ${w.pa.id})`);
  await w.h.db.execute(sql`update accounts set language = 'en'
    where id = (select c.account_id from companies c join requests r on r.customer_id = c.id where r.id = ${id})`);
  assert.equal((await w.call(w.pa.token, 'POST', OFFER, { requestId: id })).statusCode, 200);
  const operator = await w.h.login('operator@example.com');
  const assigned = await w.call(operator, 'POST', '/Request/alfie/assign-request', {
    requestId: id,
    personalAssistantId: w.pa.id,
  });
  assert.equal(assigned.statusCode, 200, assigned.body);
  const [row] = await w.h.db.select().from(requests).where(eq(requests.id, id));
  return { id, start: row!.startDatetime };
}

export const reminderMails = (w: PaWorld, id: number) =>
  w.h.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.requestId, id), inArray(mailOutbox.template, [...REMINDER_TEMPLATES])))
    .orderBy(mailOutbox.id);
