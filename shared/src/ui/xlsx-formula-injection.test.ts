// The .xlsx file as written (not only the cell values handed to the writer): a value that a spreadsheet would run
// as a formula (=, +, -, @, tab, carriage return) is stored as text behind an apostrophe, and no cell is a formula.
import { unzipSync, strFromU8 } from 'fflate';
import { buildXlsx } from './xlsx-export.ts';

const ATTACKS = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(1)', '\t=1', '\r=1'];
const columns = [{ header: 'Note', value: (row: { note: string }) => row.note }];

/** The sheet's XML and its cells' texts (shared or in the cell), unzipped from the written file. */
async function sheetOf(notes: string[]): Promise<{ xml: string; cells: { type: string; text: string }[] }> {
  const data = await buildXlsx(
    columns,
    notes.map((note) => ({ note })),
  );
  const files = unzipSync(data);
  const xml = /<sheetData>.*<\/sheetData>/s.exec(strFromU8(files['xl/worksheets/sheet1.xml']!))?.[0];
  if (!xml) throw new Error('no sheetData in the written file');
  const shared = [
    ...strFromU8(files['xl/sharedStrings.xml']!).matchAll(/<si><t[^>]*>([^<]*)<\/t><\/si>/g),
  ].map((m) => m[1]!);
  const cells = [
    ...xml.matchAll(/<c [^>]*t="(\w+)"[^>]*>(?:<v>(\d+)<\/v>|<is><t[^>]*>([^<]*)<\/t><\/is>)<\/c>/g),
  ].map(([, type, index, inline]) => ({
    type: type!,
    text: type === 's' ? shared[Number(index)]! : inline!,
  }));
  return { xml, cells };
}

describe('xlsx export against formula injection', () => {
  it('writes every attack as a text cell behind an apostrophe, with no formula', async () => {
    const { xml, cells } = await sheetOf(ATTACKS);
    expect(xml).not.toMatch(/<f[ >]/);
    expect(cells).toHaveLength(ATTACKS.length + 1);
    for (const { type, text } of cells.slice(1)) {
      expect(['s', 'inlineStr']).toContain(type);
      expect(text.startsWith("'")).toBe(true);
    }
  });

  it('leaves ordinary text as it is', async () => {
    const { cells } = await sheetOf(['Milano Centrale', 'ACME S.p.A.']);
    expect(cells.map((c) => c.text)).toEqual(['Note', 'Milano Centrale', 'ACME S.p.A.']);
  });
});
