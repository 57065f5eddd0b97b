// An .xlsx file of one sheet written as a stream of bytes: the package's fixed parts, then the sheet's XML row by
// row, compressed as it comes by fflate's streaming zip, then the shared strings. The browser (ui/xlsx-writer.ts, in
// slices) and the API (the requests export, streamed to the reply) both write through it, so the file is one format,
// written in one place.
// Not in the contracts' index: only the writers import it, so fflate stays out of every other bundle.
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { ZipInputFile } from 'fflate';
import { zoneOffset } from './dates.ts';
import { neutraliseCell, type CellValue, type SheetValue } from './sheet-cells.ts';

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
  `<Override PartName="/xl/sharedStrings.xml" ContentType="${MIME_SHEET}.sharedStrings+xml"/>` +
  '</Types>';
const ROOT_RELS =
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
// Style 1: dates and times as the screens show them, day first and the year with four digits (the built-in format 22
// is "m/d/yy h:mm": a two-digit year, and month first in some spreadsheets).
const STYLES =
  `${XML}<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts>' +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
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

/** Minutes to add to an instant to get the wall time the sheet shows (Excel dates have no time zone). */
export type WallClock = (date: Date) => number;

/** The wall time of the machine writing the file (the browser's). */
export const localWallClock: WallClock = (date) => -date.getTimezoneOffset();

const HOUR_MS = 3_600_000;

/** The wall time of an IANA time zone; the offset is looked up once per hour of UTC (zones change on the hour). */
export function zoneWallClock(timeZone: string): WallClock {
  if (timeZone === 'UTC') return () => 0;
  const byHour = new Map<number, number>();
  return (date) => {
    const hour = Math.floor(date.getTime() / HOUR_MS);
    let minutes = byHour.get(hour);
    if (minutes === undefined) {
      minutes = zoneOffset(timeZone, hour * HOUR_MS) / 60_000;
      byHour.set(hour, minutes);
    }
    return minutes;
  };
}

/** Days since 1899-12-30 of the date's wall time (the machine's unless said; SheetJS wrote the same). */
export function excelDate(date: Date, wallClock: WallClock = localWallClock): number {
  return (date.getTime() + wallClock(date) * 60_000) / DAY_MS + 25_569;
}

const KEEP_SPACE = /^\s|\s$|[\t\n\r]/;

// xml:space keeps edge spaces and line breaks, written only where there are some (SheetJS's rule): on every cell it
// was a sixth of a 50,000-row sheet.
const text = (raw: string) =>
  `<t${KEEP_SPACE.test(raw) ? ' xml:space="preserve"' : ''}>${escapeXml(raw)}</t>`;

/** Texts longer than this (contact lists, notes) rarely repeat: they are written in their cell. */
const MAX_SHARED_LENGTH = 64;

/** The index of a text in the shared-strings table, or undefined when it is written in its cell. */
type Share = (raw: string) => number | undefined;

function cell(ref: string, raw: SheetValue, wallClock: WallClock, share: Share): string {
  if (typeof raw === 'number') return Number.isFinite(raw) ? `<c r="${ref}"><v>${raw}</v></c>` : '';
  if (typeof raw === 'boolean') return `<c r="${ref}" t="b"><v>${raw ? 1 : 0}</v></c>`;
  if (raw instanceof Date)
    return Number.isNaN(raw.getTime()) ? '' : `<c r="${ref}" s="1"><v>${excelDate(raw, wallClock)}</v></c>`;
  if (raw === '') return '';
  const shared = share(raw);
  if (shared !== undefined) return `<c r="${ref}" t="s"><v>${shared}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is>${text(raw)}</is></c>`;
}

export interface XlsxOptions {
  sheetName?: string;
  /** The number of data rows when known beforehand (written as the sheet's dimension, which is optional). */
  rows?: number;
  wallClock?: WallClock;
  /**
   * The zip entry of a compressed part (the sheet, the shared strings) when it is not fflate's ZipDeflate at level 6
   * (the API compresses with Node's zlib).
   */
  deflatedEntry?: (filename: string) => ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void };
  /** The rows' text as UTF-8 when not by TextEncoder (Node's Buffer.from is faster on a page of long text). */
  encode?: (text: string) => Uint8Array;
  /**
   * Distinct texts the shared-strings table holds at most (it stays in memory until the end); a text first seen
   * after is written in its cell.
   */
  maxSharedStrings?: number;
}

export interface XlsxStream {
  /** Adds a row; every value goes through neutraliseCell (text a spreadsheet would run as a formula). */
  row(values: readonly CellValue[]): void;
  /** Compresses the rows added so far, so their bytes reach `onChunk`. */
  flush(): void;
  /**
   * Closes the sheet and the zip. The returned promise settles once the last bytes have reached `onChunk`: at once
   * with fflate's deflate, later with an entry that compresses elsewhere (the API's, on zlib's threads).
   */
  end(): Promise<void>;
}

/**
 * A one-sheet .xlsx whose bytes go to `onChunk` as they are compressed; the header row is written at once. Rows are
 * kept as XML text until `flush` (or `end`), so the caller chooses how much work goes into each slice.
 */
export function xlsxStream(
  headers: readonly string[],
  onChunk: (chunk: Uint8Array) => void,
  {
    sheetName = 'Sheet1',
    rows,
    wallClock = localWallClock,
    deflatedEntry = (name) => new ZipDeflate(name, { level: 6 }),
    encode,
    maxSharedStrings = 50_000,
  }: XlsxOptions = {},
): XlsxStream {
  let failure: Error | null = null;
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  finished.catch(() => undefined); // flush() throws the same error to a writer that never calls end()
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      fail(error);
    } else {
      onChunk(chunk);
      if (final) finish();
    }
  });
  const check = () => {
    if (failure) throw failure;
  };
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

  const sheet = deflatedEntry('xl/worksheets/sheet1.xml');
  zip.add(sheet);
  const encoder = new TextEncoder();
  const utf8 = encode ?? ((text: string) => encoder.encode(text));
  const letters = headers.map((_, i) => columnName(i));
  // Repeated texts (status, city, customer...) written once: a large sheet of inline texts is mostly the same few
  // hundred texts, and writing, encoding and compressing that text was most of its time.
  const strings = new Map<string, number>();
  let references = 0;
  const share: Share = (raw) => {
    if (raw.length > MAX_SHARED_LENGTH) return undefined;
    let index = strings.get(raw);
    if (index === undefined) {
      if (strings.size >= maxSharedStrings) return undefined;
      index = strings.size;
      strings.set(raw, index);
    }
    references += 1;
    return index;
  };
  let number = 0;
  let xml = '';
  const row = (values: readonly CellValue[]) => {
    number += 1;
    xml += `<row r="${number}">`;
    for (let i = 0; i < letters.length; i++)
      xml += cell(`${letters[i]}${number}`, neutraliseCell(values[i]), wallClock, share);
    xml += '</row>';
  };
  const dimension = rows === undefined ? '' : `<dimension ref="A1:${letters.at(-1) ?? 'A'}${rows + 1}"/>`;
  xml = `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">${dimension}<sheetData>`;
  row(headers);
  return {
    row,
    flush() {
      if (xml === '') return;
      sheet.push(utf8(xml));
      xml = '';
      check();
    },
    end() {
      sheet.push(utf8(`${xml}</sheetData></worksheet>`), true);
      xml = '';
      let table = `${XML}<sst xmlns="${MAIN}" count="${references}" uniqueCount="${strings.size}">`;
      for (const raw of strings.keys()) table += `<si>${text(raw)}</si>`;
      const part = deflatedEntry('xl/sharedStrings.xml');
      zip.add(part);
      part.push(utf8(`${table}</sst>`), true);
      zip.end();
      check();
      return finished;
    },
  };
}
