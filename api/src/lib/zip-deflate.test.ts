// NodeZipDeflate: chunks pushed one by one read back as the one file they were, by fflate's unzip, whatever the
// chunks' sizes, an empty last chunk included; the zip's last bytes come once zlib has finished, off the main thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { Zip, strFromU8, strToU8, unzipSync } from 'fflate';
import { NodeZipDeflate } from './zip-deflate.ts';

function zipOf(parts: string[], level: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const out: Uint8Array[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      out.push(chunk);
      if (final) resolve(Buffer.concat(out));
    });
    const entry = new NodeZipDeflate('a.xml', level);
    zip.add(entry);
    parts.forEach((p, i) => entry.push(strToU8(p), i === parts.length - 1));
    zip.end();
  });
}

const row = (i: number) =>
  `<row r="${i}"><c r="A${i}"><v>${i}</v></c><c t="inlineStr"><is><t>città ${i % 7}</t></is></c></row>`;

test('chunks pushed apart unzip to the text they were, at any level', async () => {
  const parts = [0, 1, 2, 3].map((p) =>
    Array.from({ length: 500 * (p + 1) }, (_, i) => row(p * 10_000 + i)).join(''),
  );
  for (const level of [1, 3, 9]) {
    for (const chunks of [parts, [...parts, ''], [parts.join('')]]) {
      const zip = await zipOf(chunks, level);
      const text = strFromU8(unzipSync(zip)['a.xml']!);
      assert.equal(text, parts.join(''), `level ${level}, ${chunks.length} chunks`);
      // fflate's unzip does not check the CRC, a spreadsheet does: the archive must carry the text's.
      const crc = Buffer.alloc(4);
      crc.writeUInt32LE(crc32(text));
      assert.ok(Buffer.from(zip).includes(crc), 'the CRC of the whole text');
    }
  }
});

test('a terminated entry sends nothing more, and waiting for zlib to drain returns', async () => {
  const entry = new NodeZipDeflate('a.xml', 3);
  const seen: boolean[] = [];
  entry.ondata = (error, _chunk, final) => {
    assert.equal(error, null);
    seen.push(final);
  };
  const big = strToU8(Array.from({ length: 50_000 }, (_, i) => row(i)).join(''));
  entry.push(big);
  await entry.drained();
  entry.terminate();
  entry.push(big, true);
  await sleep(50);
  assert.ok(!seen.includes(true), 'no last chunk after terminate');
});
