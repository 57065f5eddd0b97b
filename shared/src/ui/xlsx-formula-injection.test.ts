// The .xlsx file as written (not only the cell values handed to SheetJS): a value that a spreadsheet would run as
// a formula (=, +, -, @, tab, carriage return) is stored as text behind an apostrophe, and no cell is a formula.
import { buildXlsx } from './xlsx-export.ts';

const ATTACKS = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(1)', '\t=1', '\r=1'];
const columns = [{ header: 'Note', value: (row: { note: string }) => row.note }];

/** SheetJS stores the parts of the zip uncompressed by default, so the sheet's XML can be read as it is. */
async function sheetXml(notes: string[]): Promise<string> {
  const data = await buildXlsx(
    columns,
    notes.map((note) => ({ note })),
  );
  const text = new TextDecoder('latin1').decode(new Uint8Array(data));
  const sheet = /<sheetData>.*<\/sheetData>/s.exec(text)?.[0];
  if (!sheet) throw new Error('no sheetData in the written file');
  return sheet;
}

describe('xlsx export against formula injection', () => {
  it('writes every attack as a text cell behind an apostrophe, with no formula', async () => {
    const xml = await sheetXml(ATTACKS);
    expect(xml).not.toMatch(/<f[ >]/);
    const values = [...xml.matchAll(/<c [^>]*t="(\w+)"[^>]*><v>([^<]*)<\/v><\/c>/g)];
    expect(values).toHaveLength(ATTACKS.length + 1);
    for (const [, type, value] of values.slice(1)) {
      expect(type).toBe('str');
      expect(value!.startsWith('&apos;')).toBe(true);
    }
  });

  it('leaves ordinary text as it is', async () => {
    const xml = await sheetXml(['Milano Centrale', 'ACME S.p.A.']);
    expect(xml).toContain('<v>Milano Centrale</v>');
    expect(xml).not.toContain('&apos;');
  });
});
