// The writes of the bench's "under writes" rows, through the API's own routes and tokens: a customer files a request
// (Milano, from the OpenAPI example), the demo PA offers availability for it and an operator assigns it to that PA.
// Filing and assignment are each a transaction that moves the dashboards' data version (the offer is not on a
// dashboard), so at `perSecond` of them the page cache is emptied that often.
import pg from 'pg';
import { NEW_REQUEST_EXAMPLE } from '../src/modules/requests/filing/example.ts';

export interface WriterCounts {
  filed: number;
  assigned: number;
  seconds: number;
}

export interface Writer {
  stop(): Promise<WriterCounts>;
}

interface Targets {
  customerId: number;
  paId: number;
}

/** The demo customer's company and the demo PA, read once from the bench database. */
export async function writerTargets(databaseUrl: string): Promise<Targets> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Targets>(
      `select (select c.id from companies c join accounts a on a.id = c.account_id
                where a.email = 'customer@example.com') as "customerId",
              (select p.id from personal_assistants p join accounts a on a.id = p.account_id
                where a.email = 'pa@example.com') as "paId"`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

// Services from 60 days ahead, four hours apart, for every writer of the run: later than anything seeded and never
// overlapping each other, so the PA is never busy then.
const FIRST_SERVICE = Date.now() + 60 * 86_400_000;
let filings = 0;

/** Starts writing at once; stop() waits for the writes under way and answers what was done. */
export function startWriter(
  api: string,
  tokens: { customer: string; pa: string; operator: string },
  targets: Targets,
  perSecond: number,
): Writer {
  const counts = { filed: 0, assigned: 0 };
  const started = Date.now();
  const inFlight = new Set<Promise<void>>();
  let tick = 0;
  const post = async (path: string, token: string, body: unknown) => {
    const res = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer: unknown = await res.json();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer;
  };

  /** A request filed, offered, assigned. */
  async function fileAndAssign(): Promise<void> {
    const start = new Date(FIRST_SERVICE + filings++ * 4 * 3_600_000);
    const { id } = (await post('/Request/alfie/register-new-request', tokens.customer, {
      ...NEW_REQUEST_EXAMPLE,
      customerId: targets.customerId,
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    })) as { id: number };
    counts.filed += 1;
    await post('/pa/alfie/offer', tokens.pa, { requestId: id });
    await post('/Request/alfie/assign-request', tokens.operator, {
      requestId: id,
      personalAssistantId: targets.paId,
    });
    counts.assigned += 1;
  }

  let failure: unknown = null;
  // A request filed and assigned is two writes: one chain starts every 2 / perSecond s on a fixed schedule, without
  // waiting for the previous one (a slow answer does not lower the rate); a timer that fires late (a busy event loop)
  // starts every chain due by then.
  const timer = setInterval(() => {
    while (tick < Math.floor(((Date.now() - started) * perSecond) / 2000)) {
      tick += 1;
      const done = fileAndAssign().catch((err: unknown) => {
        failure ??= err;
      });
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done));
    }
  }, 1000 / perSecond);

  return {
    async stop() {
      clearInterval(timer);
      // The rate is over the time writes were started, not the wait for the last answers.
      const seconds = (Date.now() - started) / 1000;
      await Promise.all(inFlight);
      if (failure) throw failure;
      return { ...counts, seconds };
    },
  };
}
