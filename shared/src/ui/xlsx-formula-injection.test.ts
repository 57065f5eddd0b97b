// The .xlsx file as written (not only the cell values handed to the writer): a value that a spreadsheet would run
// as a formula (=, +, -, @, tab, carriage return) is stored as text behind an apostrophe, and no cell is a formula.
import { unzipSync, strFromU8 } from 'fflate';
import { buildXlsx } from './xlsx-export.ts';

const ATTACKS = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(1)', '\t=1', '\r=1'];
const columns = [{ header: 'Note', value: (row: { note: string }) => row.note }];

/** The sheet's XML, unzipped from the written file. */
async function sheetXml(notes: string[]): Promise<string> {
  const data = await buildXlsx(
    columns,
    notes.map((note) => ({ note })),
  );
  const text = strFromU8(unzipSync(data)['xl/worksheets/sheet1.xml']!);
  const sheet = /<sheetData>.*<\/sheetData>/s.exec(text)?.[0];
  if (!sheet) throw new Error('no sheetData in the written file');
  return sheet;
}

describe('xlsx export against formula injection', () => {
  it('writes every attack as a text cell behind an apostrophe, with no formula', async () => {
    const xml = await sheetXml(ATTACKS);
    expect(xml).not.toMatch(/<f[ >]/);
    const values = [...xml.matchAll(/<c [^>]*t="(\w+)"[^>]*><is><t[^>]*>([^<]*)<\/t><\/is><\/c>/g)];
    expect(values).toHaveLength(ATTACKS.length + 1);
    for (const [, type, value] of values.slice(1)) {
      expect(type).toBe('inlineStr');
      expect(value!.startsWith("'")).toBe(true);
    }
  });

  it('leaves ordinary text as it is', async () => {
    const xml = await sheetXml(['Milano Centrale', 'ACME S.p.A.']);
    expect(xml).toContain('>Milano Centrale</t>');
    expect(xml).not.toContain("'");
  });
});
