// What a business checks after the simulated day, over plain observations (no I/O), so the checker itself can be
// tested on made-up days: every rule answers ok or the cases that break it.

export interface Call {
  kind: string;
  status: number;
  ms: number;
  /** The x-request-id of the answer (the proxy's id when one is in front). */
  requestId?: string;
}

export interface Service {
  requestId: number;
  start: number;
  end: number;
}

export interface Mail {
  to: string;
  subject: string;
}

export interface DayObservations {
  calls: Call[];
  /** Assignments the API accepted and no cancellation undid: request -> PA. */
  assignments: Map<number, number>;
  /** Each PA's own list of assignments, read at the end. */
  paLists: Map<number, Service[]>;
  /** The PA each assigned request names in its detail, read at the end. */
  assignedPaOf: Map<number, number | null>;
  paEmail: Map<number, string>;
  /** The company e-mail of each request filed. */
  customerEmailOf: Map<number, string>;
  mails: Mail[];
  /** Each request filed: when the filing call was sent (ms). */
  filedAt: Map<number, number>;
  /** Per operator stream: request -> when its request.created event arrived (ms). */
  streams: Map<string, Map<number, number>>;
  /** Dashboard totals by status filter ('' = every active request): before, after, and the move the day expects. */
  counts: { filter: string; before: number; after: number; expected: number }[];
  /**
   * Several API processes behind a proxy: each one's name, and per filed request the process that answered its
   * filing (a request the proxy's log does not place is absent).
   */
  processes?: { names: string[]; filedBy: Map<number, string> };
}

export interface Verdict {
  rule: string;
  ok: boolean;
  detail: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const few = (items: unknown[]) =>
  items.length === 0 ? '' : `: ${items.slice(0, 5).map(String).join('; ')}${items.length > 5 ? '; …' : ''}`;

/** A mail is about a request when its subject names the request's number. */
const namesRequest = (subject: string, id: number) => new RegExp(`\\b${id}\\b`).test(subject);

export function checkDay(o: DayObservations): Verdict[] {
  const verdicts: Verdict[] = [];
  const serverErrors = o.calls.filter((c) => c.status >= 500 || c.status === 0);
  verdicts.push({
    rule: 'no 5xx (nor a call without an answer)',
    ok: serverErrors.length === 0,
    detail: `${o.calls.length} calls, ${serverErrors.length} failed${few(serverErrors.map((c) => `${c.kind} ${c.status}`))}`,
  });

  const overlaps: string[] = [];
  for (const [pa, list] of o.paLists) {
    const sorted = [...list].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i]!.start < sorted[i - 1]!.end)
        overlaps.push(`PA ${pa}: requests ${sorted[i - 1]!.requestId} and ${sorted[i]!.requestId}`);
  }
  verdicts.push({
    rule: 'no PA on two overlapping services',
    ok: overlaps.length === 0,
    detail: `${o.paLists.size} PA lists${few(overlaps)}`,
  });

  const wrong: string[] = [];
  for (const [request, pa] of o.assignments) {
    if (o.assignedPaOf.get(request) !== pa)
      wrong.push(`request ${request} names PA ${o.assignedPaOf.get(request)}, assigned ${pa}`);
    if (!(o.paLists.get(pa) ?? []).some((s) => s.requestId === request))
      wrong.push(`request ${request} missing from PA ${pa}'s list`);
  }
  for (const [pa, list] of o.paLists)
    for (const s of list)
      if (o.filedAt.has(s.requestId) && o.assignments.get(s.requestId) !== pa)
        wrong.push(`PA ${pa}'s list holds request ${s.requestId}, not assigned to them`);
  verdicts.push({
    rule: "every assignment the request's only one and on the PA's own list",
    ok: wrong.length === 0,
    detail: `${o.assignments.size} assignments${few(wrong)}`,
  });

  const mailFaults: string[] = [];
  const seen = new Map<string, number>();
  for (const m of o.mails) seen.set(`${m.to}\n${m.subject}`, (seen.get(`${m.to}\n${m.subject}`) ?? 0) + 1);
  for (const [key, n] of seen) if (n > 1) mailFaults.push(`${n} times "${key.replace('\n', '": "')}"`);
  for (const [request, pa] of o.assignments) {
    for (const to of [o.paEmail.get(pa), o.customerEmailOf.get(request)]) {
      const n = o.mails.filter((m) => m.to === to && namesRequest(m.subject, request)).length;
      if (n !== 1) mailFaults.push(`${to} got ${n} mails about request ${request}`);
    }
  }
  verdicts.push({
    rule: 'every assignment mailed once to the PA and once to the customer, nothing mailed twice',
    ok: mailFaults.length === 0,
    detail: `${o.mails.length} mails${few(mailFaults)}`,
  });

  const missed: string[] = [];
  const delays: number[] = [];
  for (const [operator, events] of o.streams)
    for (const [request, sent] of o.filedAt) {
      const at = events.get(request);
      if (at === undefined) missed.push(`${operator} never saw request ${request}`);
      else delays.push(Math.max(0, at - sent));
    }
  delays.sort((a, b) => a - b);
  verdicts.push({
    rule: 'every filed request seen by every operator stream',
    ok: missed.length === 0 && o.streams.size > 0,
    detail:
      `${o.filedAt.size} requests × ${o.streams.size} streams; delay from filing p50 ${percentile(delays, 50)} ms, ` +
      `p99 ${percentile(delays, 99)} ms${few(missed)}`,
  });

  if (o.processes) verdicts.push(streamsAcrossProcesses(o.streams, o.processes));

  const moved = o.counts.filter((c) => c.after - c.before !== c.expected);
  verdicts.push({
    rule: 'dashboard counts moved by exactly what was done',
    ok: moved.length === 0,
    detail: o.counts
      .map(
        (c) =>
          `${c.filter || 'all'} ${c.before} -> ${c.after} (expected ${c.expected >= 0 ? '+' : ''}${c.expected})`,
      )
      .join(', '),
  });
  return verdicts;
}

/**
 * A stream lives on one process: seeing filings answered by every process proves that events cross between them
 * (through the database), not only from the process that holds the stream.
 */
function streamsAcrossProcesses(
  streams: DayObservations['streams'],
  { names, filedBy }: NonNullable<DayObservations['processes']>,
): Verdict {
  const faults: string[] = [];
  const filings = names.map((name) => [...filedBy].filter(([, by]) => by === name).map(([id]) => id));
  names.forEach((name, i) => {
    if (filings[i]!.length === 0) faults.push(`${name} answered no filing`);
  });
  const seen: string[] = [];
  for (const [operator, events] of streams) {
    const counts = names.map((_, i) => filings[i]!.filter((id) => events.has(id)).length);
    seen.push(`${operator} ${counts.join(' + ')}`);
    names.forEach((name, i) => {
      if (filings[i]!.length > 0 && counts[i] === 0)
        faults.push(`${operator} saw no filing answered by ${name}`);
    });
  }
  return {
    rule: 'every operator stream saw filings answered by each process',
    ok: faults.length === 0 && streams.size > 0,
    detail:
      `filings answered by ${names.map((name, i) => `${name} ${filings[i]!.length}`).join(', ')}; ` +
      `seen per stream (${names.join(' + ')}): ${seen.join(', ')}${few(faults)}`,
  };
}
