// API tests of the dashboards' Excel export: the file (read back with exceljs) holds exactly the filtered list in
// its order with the caller's words, dates in the caller's zone and formulas neutralised; each row is read from the
// database as the column model would read the list item; roles and country scope as for the list; bad input is a
// 400 and no file; a stream whose reader went away reads no further page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import {
  exportSourceOf,
  REQUEST_EXPORT_COLUMNS,
  type RequestExportColumn,
} from '@alfie/shared/contracts/request-export';
import { requestsExportQuerySchema } from '@alfie/shared/contracts/schemas/request-export';
import { parseUtc, zoneOffset, type RequestListItem } from '@alfie/shared/contracts';
import { XLSX_MEDIA_TYPE } from '@alfie/shared/contracts/sheet-cells';
import { countryName } from '@alfie/shared/contracts/labels';
import { bearer, build, type TestApp } from '../../../test/build.ts';
import { dashboardWhere } from '../list/list-service.ts';
import { requestsExport } from './export-service.ts';
import { exportRows } from './export-rows.ts';

const LIST = '/request/alfie/active-requests/';
const EXPORT = '/request/alfie/active-requests-export';

const headers = Object.fromEntries(REQUEST_EXPORT_COLUMNS.map((k) => [k, `H ${k}`])) as Record<
  RequestExportColumn,
  string
>;
const words = {
  headers,
  statuses: { created: 'Da assegnare', assigned: 'Assegnata' },
  language: 'it',
} as const;
const column = (key: RequestExportColumn) => REQUEST_EXPORT_COLUMNS.indexOf(key) + 1;

async function list(h: TestApp, token: string, query: string): Promise<RequestListItem[]> {
  const res = await h.app.inject({ method: 'GET', url: `${LIST}?${query}`, headers: bearer(token) });
  assert.equal(res.statusCode, 200);
  return res.json();
}

function exportOf(h: TestApp, token: string | null, query: string, body: unknown = words) {
  return h.app.inject({
    method: 'POST',
    url: `${EXPORT}?${query}`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });
}

async function sheetOf(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

const idsOf = (sheet: ExcelJS.Worksheet) =>
  Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);

// On PGlite too: the rows are streamed, which each driver hands over differently, and times are formatted
// from its timestamps.
describe('on each database', () => {
  test('the file is the filtered list in its order, with the words and the time zone sent', async (t) => {
    const h = await build();
    t.after(() => h.close());
    const op = await h.login('operator@example.com');
    const query = 'type=business&status=created&sort=departure&order=asc';
    const items = await list(h, op, query);
    assert.ok(items.length > 5);

    const res = await exportOf(h, op, query, {
      ...words,
      headers: { ...headers, xCustomerName: '=HYPERLINK("http://x")' },
      fileName: 'Richieste-città',
      timeZone: 'Europe/Rome',
      language: 'en',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], XLSX_MEDIA_TYPE);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="Richieste-citta\.xlsx"/);
    assert.match(String(res.headers['content-disposition']), /filename\*=UTF-8''Richieste-citt%C3%A0\.xlsx$/);
    const sheet = await sheetOf(res.rawPayload);
    const head = (sheet.getRow(1).values as unknown[]).slice(1);
    assert.equal(head.length, REQUEST_EXPORT_COLUMNS.length);
    assert.equal(head[0], 'H xId');
    // A header is text like any cell: one a spreadsheet would run as a formula is kept as text.
    assert.equal(head[column('xCustomerName') - 1], `'=HYPERLINK("http://x")`);
    assert.deepEqual(
      idsOf(sheet),
      items.map((i) => i.id),
    );
    const first = items[0]!;
    const row = sheet.getRow(2);
    assert.equal(row.getCell(column('xStatus')).value, 'Da assegnare');
    assert.equal(row.getCell(column('xDepartureCity')).value, first.cities[0]!.city);
    assert.equal(row.getCell(column('xAmount')).value, first.amount);
    // Means of service, languages and the country are words in the language sent, not codes.
    const cellsOf = (key: RequestExportColumn) =>
      Array.from({ length: sheet.actualRowCount - 1 }, (_, i) =>
        String(sheet.getRow(i + 2).getCell(column(key)).value),
      );
    assert.equal(row.getCell(column('xCountry')).value, countryName(first.cities[0]!.country, 'en'));
    assert.ok(cellsOf('xCountry').includes('Italy'));
    assert.ok(
      cellsOf('xVehicles').some((c) => /City car|Compact car|SUV \/ sedan|Motorcycle|Not needed/.test(c)),
    );
    assert.ok(cellsOf('xCultures').some((c) => /Italian|English/.test(c)));
    assert.ok(!cellsOf('xVehicles').some((c) => /carType|nothing/.test(c)));
    assert.ok(!cellsOf('xCultures').some((c) => /\b(it|en|fr|es|de)\b/.test(c)));
    // exceljs reads a date cell as its wall time in UTC: the file holds the wall time in Rome.
    const created = parseUtc(first.createDate)!;
    const cell = row.getCell(column('xCreateDate')).value as Date;
    assert.ok(cell instanceof Date);
    assert.equal(
      Math.round(cell.getTime() / 1000),
      Math.round((created.getTime() + zoneOffset('Europe/Rome', created.getTime())) / 1000),
    );
  });
});

const adminCaller = {
  accountId: 1,
  role: 'operator-admin' as const,
  email: 'admin@example.com',
  language: 'it' as const,
  companyId: null,
  operatorId: null,
  countryId: null,
  countryName: null,
};

test("each row is read from the database as the column model reads the list's item", async (t) => {
  const h = await build();
  t.after(() => h.close());
  const admin = await h.login('admin@example.com');
  const queries: Record<string, string>[] = [
    { type: 'business' },
    { type: 'consumer', sort: 'departure', order: 'asc' },
    { type: 'business', status: 'assigned', sort: 'customer', order: 'desc' },
  ];
  let stops = 0;
  for (const query of queries) {
    const items = await list(h, admin, new URLSearchParams(query).toString());
    assert.ok(items.length > 0, JSON.stringify(query));
    const q = v.parse(requestsExportQuerySchema, query);
    const rows = await exportRows(h.db, dashboardWhere(adminCaller, q), items.length + 1, q);
    assert.deepEqual(
      rows.map((r) => r.source),
      items.map(exportSourceOf),
      JSON.stringify(query),
    );
    stops = Math.max(stops, ...items.map((i) => i.cities.length));
  }
  // The demo has what the rows read: requests with an arrival (two stops).
  assert.ok(stops >= 2);
});

test('the export sees what the list sees: roles and country scope', async (t) => {
  const h = await build();
  t.after(() => h.close());
  for (const email of ['admin@example.com', 'operatore.fr@example.com']) {
    const token = await h.login(email);
    const items = await list(h, token, 'type=business');
    const res = await exportOf(h, token, 'type=business');
    assert.equal(res.statusCode, 200, email);
    assert.deepEqual(
      idsOf(await sheetOf(res.rawPayload)),
      items.map((i) => i.id),
      email,
    );
  }
  const admin = (await list(h, await h.login('admin@example.com'), 'type=business')).length;
  const fr = (await list(h, await h.login('operatore.fr@example.com'), 'type=business')).length;
  assert.ok(fr > 0 && fr < admin, 'the French operator sees fewer rows than the admin');

  for (const email of ['customer@example.com', 'recruiter@example.com']) {
    const res = await exportOf(h, await h.login(email), 'type=business');
    assert.equal(res.statusCode, 403, email);
    assert.notEqual(res.headers['content-type'], XLSX_MEDIA_TYPE);
  }
  assert.equal((await exportOf(h, null, 'type=business')).statusCode, 401);
});

test('bad input is a 400 with the refused field and no file', async (t) => {
  const h = await build();
  t.after(() => h.close());
  const op = await h.login('operator@example.com');
  const { xId: _dropped, ...missing } = headers;
  const cases: [string, unknown, string][] = [
    ['type=business&startdate=31%2F02%2F2026%2C%2010%3A00', words, 'startdate'],
    ['type=business&sort=price', words, 'sort'],
    ['type=business', { headers: missing }, 'headers.xId'],
    ['type=business', { ...words, timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['type=business', { ...words, statuses: { unknown: 'x' } }, 'statuses'],
    ['type=business', { ...words, language: 'de' }, 'language'],
    ['type=business', { ...words, headers: { ...headers, xType: 'x'.repeat(121) } }, 'headers.xType'],
  ];
  for (const [query, body, field] of cases) {
    const res = await exportOf(h, op, query, body);
    assert.equal(res.statusCode, 400, `${query} ${field}`);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const answer = res.json() as { code: string; fields?: Record<string, string> };
    assert.ok(answer.code, field);
    assert.ok(
      Object.keys(answer.fields ?? {}).some((f) => f.startsWith(field)),
      `${field}: ${JSON.stringify(answer)}`,
    );
  }
});

// On PGlite too: the keyset pages are read by each driver's stream, which must stop when the reader goes
// away.
describe('on each database', () => {
  test('the list is read in keyset pages, and no further page once the reader goes away', async (t) => {
    const h = await build();
    t.after(() => h.close());
    const query = { type: 'business', status: '', city: '', startdate: '', dateformat: '' } as const;
    const order = { sort: 'customer', order: 'desc' } as const;
    const items = await list(h, await h.login('admin@example.com'), 'type=business&sort=customer&order=desc');
    let pages = 0;
    // Pages of 7, counted as they are asked for.
    const exportInPages = () =>
      requestsExport(
        h.db,
        adminCaller,
        { ...query, ...order },
        { words, timeZone: 'UTC', pageSize: 7, onPage: () => (pages += 1) },
      );
    const whole = exportInPages();
    const chunks: Buffer[] = [];
    for await (const chunk of whole) chunks.push(chunk as Buffer);
    assert.equal(pages, Math.floor(items.length / 7) + 1);
    assert.deepEqual(
      idsOf(await sheetOf(Buffer.concat(chunks))),
      items.map((i) => i.id),
    );

    pages = 0;
    const abandoned = exportInPages();
    for await (const _chunk of abandoned) break; // destroys the stream after its first chunk
    await new Promise((resolve) => setTimeout(resolve, 200));
    const read = pages;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const total = Math.floor(items.length / 7) + 1;
    assert.ok(total >= 10, `${total} pages in all`);
    // The stream's buffer and the page read ahead may have asked for a few pages, then nothing more.
    assert.equal(pages, read, 'pages read after the stream was destroyed');
    assert.ok(read <= 4, `${read} of ${total} pages read for a reader that left after the first`);
  });
});
