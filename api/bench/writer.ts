// The writes of the bench's "under writes" rows: through the API's own routes and tokens, a customer files a request
// and an operator assigns a created request to a PA who offered, alternately, `perSecond` writes a second. Each write
// is a transaction that moves the dashboards' data version, so the page cache is emptied at every one of them.
import pg from 'pg';
import { NEW_REQUEST_EXAMPLE } from '../src/modules/requests/filing/example.ts';

export interface WriterCounts {
  filed: number;
  assigned: number;
  /** Writes the API refused (e.g. an assignment to a PA already busy then): they change nothing. */
  refused: number;
  seconds: number;
}

export interface Writer {
  stop(): Promise<WriterCounts>;
}

interface Targets {
  customerId: number;
  /** (request, PA) pairs an assignment can take, in a fixed order: created, unassigned, a live offer. */
  pairs: { requestId: number; paId: number }[];
}

/** What the writes need from the bench database, read once before the measurement (deterministic order). */
export async function writerTargets(databaseUrl: string, customerEmail: string): Promise<Targets> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const company = await client.query<{ id: number }>(
      `select c.id from companies c join accounts a on a.id = c.account_id where a.email = $1`,
      [customerEmail],
    );
    // The operator is Italian (country scope): requests of Italy, each once, its lowest-numbered approved PA.
    const pairs = await client.query<{ requestId: number; paId: number }>(
      `select distinct on (r.id) r.id as "requestId", o.pa_id as "paId"
         from requests r join pa_offers o on o.request_id = r.id
         join personal_assistants p on p.id = o.pa_id
         join countries k on k.id = r.country_id
        where r.status = 'created' and r.personal_assistant_id is null and k.name = 'Italia'
          and p.status = 'approved' and o.response = 'offered'
        order by r.id, o.pa_id`,
    );
    return { customerId: company.rows[0]!.id, pairs: pairs.rows };
  } finally {
    await client.end();
  }
}

/** Starts writing at once; stop() waits for the writes under way and answers what was done. */
export function startWriter(
  api: string,
  tokens: { customer: string; operator: string },
  targets: Targets,
  perSecond: number,
): Writer {
  const counts = { filed: 0, assigned: 0, refused: 0 };
  const started = Date.now();
  const inFlight = new Set<Promise<void>>();
  let tick = 0;
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  async function file(n: number): Promise<void> {
    // A service three days ahead, a minute apart per filing: always in the future, never the same instant.
    const start = new Date(started + 3 * 86_400_000 + n * 60_000);
    const res = await post('/Request/alfie/register-new-request', tokens.customer, {
      ...NEW_REQUEST_EXAMPLE,
      customerId: targets.customerId,
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`register-new-request answered ${res.status}`);
    counts.filed += 1;
  }

  async function assign(): Promise<void> {
    // A PA may be busy at that time by now (409 PA.BUSY): the next pair is tried, a few times at most.
    for (let attempt = 0; attempt < 5; attempt++) {
      // Taken from the shared list: a later writer of the same run never retries an assigned pair.
      const pair = targets.pairs.shift();
      if (!pair) throw new Error('no request left to assign');
      const res = await post('/Request/alfie/assign-request', tokens.operator, {
        requestId: pair.requestId,
        personalAssistantId: pair.paId,
      });
      await res.arrayBuffer();
      if (res.ok) {
        counts.assigned += 1;
        return;
      }
      if (res.status !== 409) throw new Error(`assign-request answered ${res.status}`);
      counts.refused += 1;
    }
  }

  let failure: unknown = null;
  // Writes start on a fixed schedule and do not wait for each other, so a slow answer does not lower the rate.
  const timer = setInterval(() => {
    const n = tick++;
    const write = (n % 2 === 0 ? file(n / 2) : assign()).catch((err: unknown) => {
      failure ??= err;
    });
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
  }, 1000 / perSecond);

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      if (failure) throw failure;
      return { ...counts, seconds: (Date.now() - started) / 1000 };
    },
  };
}
