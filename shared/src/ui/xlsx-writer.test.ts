// The sliced .xlsx writer, read back with exceljs (as the e2e journeys and a spreadsheet read it): headers, text,
// numbers, booleans, dates, blanks, neutralised formulas, characters XML cannot carry, shared and inline texts, and
// a long list in order.
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { columnName, escapeXml, excelDate, xlsxStream } from '../contracts/xlsx-file.ts';
import { writeXlsx } from './xlsx-writer.ts';
import type { ExportColumn } from '../contracts/sheet-cells.ts';

interface Row {
  id: number;
  name: string | null;
  at: Date | null;
  paid: boolean;
}

const columns: ExportColumn<Row>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'When', value: (r) => r.at },
  { header: 'Paid', value: (r) => r.paid },
];

async function read(data: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
}

describe('xlsx writer', () => {
  it('writes a file exceljs opens, with the headers, typed cells and the sheet name', async () => {
    const at = new Date(2026, 2, 1, 9, 30);
    const book = await read(
      await writeXlsx(
        columns,
        [
          { id: 7, name: 'Rossi & Figli <S.p.A.> "Milano"', at, paid: true },
          { id: -2.5, name: null, at: null, paid: false },
        ],
        'Richieste business con un nome molto lungo',
      ),
    );
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Richieste business con un nome ');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['ID', 'Name', 'When', 'Paid']);
    expect(sheet.getCell('A2').value).toBe(7);
    expect(sheet.getCell('B2').value).toBe('Rossi & Figli <S.p.A.> "Milano"');
    // exceljs reads a date cell as the same wall time in UTC; the file holds the local wall time, as Excel shows it.
    const read2 = sheet.getCell('C2').value as Date;
    expect(read2).toBeInstanceOf(Date);
    expect([read2.getUTCFullYear(), read2.getUTCMonth(), read2.getUTCDate()]).toEqual([2026, 2, 1]);
    expect([read2.getUTCHours(), read2.getUTCMinutes()]).toEqual([9, 30]);
    // Day first and the year with four digits, as the screens show dates.
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getCell('D2').value).toBe(true);
    expect(sheet.getCell('A3').value).toBe(-2.5);
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.getCell('C3').value).toBeNull();
    expect(sheet.getCell('D3').value).toBe(false);
    expect(sheet.actualRowCount).toBe(3);
  });

  it('stores text a spreadsheet would run as a formula behind an apostrophe, and no formula at all', async () => {
    const attacks = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(1)', '\t=1', '\r=1'];
    const book = await read(
      await writeXlsx(
        [{ header: '=Note', value: (r: { note: string }) => r.note }],
        attacks.map((note) => ({ note })),
      ),
    );
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe("'=Note");
    attacks.forEach((attack, i) => {
      const cell = sheet.getCell(`A${i + 2}`);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(`'${attack}`);
    });
  });

  it('drops the characters XML cannot carry instead of writing a broken file', async () => {
    const book = await read(
      await writeXlsx(
        [{ header: 'Note', value: (r: { note: string }) => r.note }],
        [{ note: 'a\u0001b\u000bc' }],
      ),
    );
    expect(book.worksheets[0]!.getCell('A2').value).toBe('abc');
  });

  it('keeps edge spaces and line breaks, and marks only the cells that have some', async () => {
    const notes = [' a', 'b ', 'c\nd', 'plain'];
    const data = await writeXlsx(
      [{ header: 'Note', value: (r: { note: string }) => r.note }],
      notes.map((note) => ({ note })),
    );
    const xml = strFromU8(unzipSync(data)['xl/sharedStrings.xml']!);
    expect(xml).toContain('<si><t xml:space="preserve"> a</t></si>');
    expect(xml).toContain('<si><t xml:space="preserve">b </t></si>');
    expect(xml).toContain('<si><t xml:space="preserve">c\nd</t></si>');
    expect(xml).toContain('<si><t>plain</t></si>');
    expect(xml).toContain('<si><t>Note</t></si>');
    const sheet = (await read(data)).worksheets[0]!;
    notes.forEach((note, i) => expect(sheet.getCell(`A${i + 2}`).value).toBe(note));
  });

  it('writes a repeated text once; a long text, and a new one once the table is full, in their cell', async () => {
    const chunks: Uint8Array[] = [];
    const long = 'Anna Bianchi <anna@example.com>; Marco Rossi <marco@example.com>';
    const file = xlsxStream(['Stato', 'Note'], (chunk) => chunks.push(chunk), { maxSharedStrings: 3 });
    for (const values of [
      ['Da assegnare', long],
      ['Assegnata', long],
      ['Da assegnare', 'Chiusa'],
      ['Annullata', 'Assegnata'],
    ])
      file.row(values);
    await file.end();
    const data = Uint8Array.from(chunks.flatMap((c) => [...c]));
    const files = unzipSync(data);
    const shared = strFromU8(files['xl/sharedStrings.xml']!);
    expect([...shared.matchAll(/<si><t>([^<]*)<\/t><\/si>/g)].map((m) => m[1])).toEqual([
      'Stato',
      'Note',
      'Da assegnare',
    ]);
    expect(shared).toContain('count="4" uniqueCount="3"');
    const xml = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(xml).toContain('<c r="A4" t="s"><v>2</v></c>');
    expect(xml.match(/Anna Bianchi/g)).toHaveLength(2);
    expect(xml).toContain('<c r="A3" t="inlineStr"><is><t>Assegnata</t></is></c>');
    const sheet = (await read(data)).worksheets[0]!;
    expect([2, 3, 4, 5].map((r) => sheet.getRow(r).values)).toEqual([
      [undefined, 'Da assegnare', long],
      [undefined, 'Assegnata', long],
      [undefined, 'Da assegnare', 'Chiusa'],
      [undefined, 'Annullata', 'Assegnata'],
    ]);
  });

  it('writes a long list whole and in order, in several slices', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      id: i + 1,
      name: `Cliente ${i + 1}`,
      at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      paid: i % 2 === 0,
    }));
    // Slices of the shortest length (one per 25 rows): a task queued meanwhile runs before the file is done.
    let done = false;
    let ranBeforeDone: boolean | null = null;
    setTimeout(() => (ranBeforeDone = !done), 0);
    const data = await writeXlsx(columns, rows, 'Sheet1', { sliceMs: 0 });
    done = true;
    expect(ranBeforeDone).toBe(true);
    const sheet = (await read(data)).worksheets[0]!;
    expect(sheet.actualRowCount).toBe(5001);
    expect(sheet.getCell('A5001').value).toBe(5000);
    expect(sheet.getCell('B2501').value).toBe('Cliente 2500');
  });
});

describe('xlsx writer helpers', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes markup', () => {
    expect(escapeXml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });

  it('counts days from 1899-12-30 in local wall time', () => {
    expect(excelDate(new Date(1900, 0, 1))).toBe(2);
    expect(excelDate(new Date(2026, 2, 1, 12, 0))).toBe(46082.5);
  });
});
