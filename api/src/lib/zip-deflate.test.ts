// NodeZipDeflate: chunks deflated apart (sync flush between them) read back as the one file they were, by fflate's
// unzip, whatever the chunks' sizes, an empty last chunk included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32 } from 'node:zlib';
import { Zip, strFromU8, strToU8, unzipSync } from 'fflate';
import { NodeZipDeflate } from './zip-deflate.ts';

function zipOf(parts: string[], level: number): Uint8Array {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
  });
  const entry = new NodeZipDeflate('a.xml', level);
  zip.add(entry);
  parts.forEach((p, i) => entry.push(strToU8(p), i === parts.length - 1));
  zip.end();
  return Buffer.concat(out);
}

test('chunks deflated apart unzip to the text they were, at any level', () => {
  const row = (i: number) =>
    `<row r="${i}"><c r="A${i}"><v>${i}</v></c><c t="inlineStr"><is><t>città ${i % 7}</t></is></c></row>`;
  const parts = [0, 1, 2, 3].map((p) =>
    Array.from({ length: 500 * (p + 1) }, (_, i) => row(p * 10_000 + i)).join(''),
  );
  for (const level of [1, 3, 9]) {
    for (const chunks of [parts, [...parts, ''], [parts.join('')]]) {
      const zip = zipOf(chunks, level);
      const text = strFromU8(unzipSync(zip)['a.xml']!);
      assert.equal(text, parts.join(''), `level ${level}, ${chunks.length} chunks`);
      // fflate's unzip does not check the CRC, a spreadsheet does: the archive must carry the text's.
      const crc = Buffer.alloc(4);
      crc.writeUInt32LE(crc32(text));
      assert.ok(Buffer.from(zip).includes(crc), 'the CRC of the whole text');
    }
  }
});
