// Writes an .xlsx file (one sheet) in slices on the main thread: the sheet's XML is made a few hundred rows at a
// time and compressed as it comes (fflate's streaming zip), yielding to the browser between slices, so a list of
// 50,000 rows never blocks the page for long. Loaded only when an export runs (see xlsx-export.ts).
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { neutraliseCell, type ExportColumn } from './xlsx-cells.ts';

/** Work done between two yields to the browser, in milliseconds: rows are made for this long, then compressed. */
const SLICE_MS = 15;
/** Rows made before the clock is read again. */
const ROWS_PER_CHECK = 25;

const MIME_SHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${MIME_SHEET}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${MIME_SHEET}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${MIME_SHEET}.styles+xml"/>` +
  '</Types>';
const ROOT_RELS =
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
// Style 1: dates and times with the built-in format 22 ("m/d/yy h:mm", shown in the reader's locale).
const STYLES =
  `${XML}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="22" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const workbook = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
  `<sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

// Characters XML 1.0 cannot carry at all (control characters other than tab, line feed, carriage return).
// eslint-disable-next-line no-control-regex -- those are the characters looked for
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// A carriage return written as it is would be read back as a line feed (XML normalises line ends).
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};

// eslint-disable-next-line no-control-regex -- those are the characters looked for
const NEEDS_ESCAPE = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export function escapeXml(text: string): string {
  // Most cells need nothing: one test instead of two replacements.
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/[&<>"\r]/g, (c) => ESCAPES[c]!);
}

/** Column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const DAY_MS = 86_400_000;
/** Days since 1899-12-30 of the date's local wall time (Excel dates have no time zone; SheetJS wrote the same). */
export function excelDate(date: Date): number {
  return (date.getTime() - date.getTimezoneOffset() * 60_000) / DAY_MS + 25_569;
}

function cell(ref: string, raw: ReturnType<typeof neutraliseCell>): string {
  if (typeof raw === 'number') return Number.isFinite(raw) ? `<c r="${ref}"><v>${raw}</v></c>` : '';
  if (typeof raw === 'boolean') return `<c r="${ref}" t="b"><v>${raw ? 1 : 0}</v></c>`;
  if (raw instanceof Date)
    return Number.isNaN(raw.getTime()) ? '' : `<c r="${ref}" s="1"><v>${excelDate(raw)}</v></c>`;
  if (raw === '') return '';
  // Inline strings: no shared-strings table to hold in memory until the end. xml:space keeps edge spaces.
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(raw)}</t></is></c>`;
}

function rowXml(number: number, letters: readonly string[], values: ReturnType<typeof neutraliseCell>[]) {
  let xml = `<row r="${number}">`;
  for (let i = 0; i < values.length; i++) xml += cell(`${letters[i]}${number}`, values[i]!);
  return `${xml}</row>`;
}

/**
 * Lets the browser run input, rendering and other tasks between two slices: scheduler.yield() where the browser has
 * it, else a message to itself (a chain of setTimeout(0) is held back at least 4 ms each after five).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The file's bytes; each value goes through neutraliseCell (text a spreadsheet would run as a formula). */
export async function writeXlsx<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  sheetName = 'Sheet1',
  { sliceMs = SLICE_MS }: { sliceMs?: number } = {},
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const zipped: { error: Error | null } = { error: null };
  const zip = new Zip((error, chunk) => {
    if (error) zipped.error = error;
    else chunks.push(chunk);
  });
  const stored = (name: string, text: string) => {
    // The small parts stored as they are: compressing them would cost more time than bytes saved.
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(strToU8(text), true);
  };
  stored('[Content_Types].xml', CONTENT_TYPES);
  stored('_rels/.rels', ROOT_RELS);
  stored('xl/workbook.xml', workbook(sheetName.slice(0, 31)));
  stored('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  stored('xl/styles.xml', STYLES);

  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  const encoder = new TextEncoder();
  const letters = columns.map((_, i) => columnName(i));
  const last = `${letters[letters.length - 1] ?? 'A'}${rows.length + 1}`;
  let xml =
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><dimension ref="A1:${last}"/><sheetData>` +
    rowXml(
      1,
      letters,
      columns.map((c) => neutraliseCell(c.header)),
    );
  let next = 0;
  while (next < rows.length) {
    const sliceStart = performance.now();
    do {
      const end = Math.min(next + ROWS_PER_CHECK, rows.length);
      for (; next < end; next++) {
        const row = rows[next]!;
        xml += rowXml(
          next + 2,
          letters,
          columns.map((c) => neutraliseCell(c.value(row))),
        );
      }
    } while (next < rows.length && performance.now() - sliceStart < sliceMs);
    sheet.push(encoder.encode(xml));
    xml = '';
    if (zipped.error) throw zipped.error;
    await yieldToBrowser();
  }
  sheet.push(encoder.encode(`${xml}</sheetData></worksheet>`), true);
  zip.end();
  if (zipped.error) throw zipped.error;
  const size = chunks.reduce((sum, c) => sum + c.length, 0);
  const file = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    file.set(c, offset);
    offset += c.length;
  }
  return file;
}
