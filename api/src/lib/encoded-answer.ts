// A kept answer's compressed bytes, made once per answer and sent on every later hit of it. The compression plugin
// (app.ts) compresses each reply again, at the speed-first settings a one-off answer needs (zstd level 3 for
// Chromium); a dashboard page is asked again and again while its data version stands, so paying once for brotli
// quality 6 is cheap, and with the answer's headers the demo's dashboard page then fits in a new connection's first
// TCP window, one round trip on a phone instead of two. Quality 11 saves little more for far more CPU: too slow for
// the first caller (docs/performance.md §9).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip';
/** Preferred first on equal weights: brotli is the smaller. */
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];
/** Answers under this size go uncompressed (here and in the compression plugin, app.ts): headers cost more. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 6;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** An answer as it is kept, with its compressed forms once a caller asked for them. */
export interface EncodableAnswer {
  body: Buffer;
  encoded?: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
}

/** What the compressed forms may add to an answer's bytes in memory (brotli and gzip at 8-10% each for JSON). */
export const ENCODED_SHARE = 0.25;

function compress(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: 9 });
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current))
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The bytes to send for `answer`: its compressed form in an encoding the caller accepts (made on the first such
 * call and kept on the answer), with Content-Encoding and Vary set; else the body as it is, which the compression
 * plugin then handles (a caller accepting only zstd, say) or sends plain.
 */
export async function encodedAnswer(reply: FastifyReply, answer: EncodableAnswer): Promise<Buffer> {
  const accept = reply.request.headers['accept-encoding'];
  if (
    answer.body.length < COMPRESSION_THRESHOLD_BYTES ||
    !accept ||
    reply.request.headers['x-no-compression'] !== undefined
  )
    return answer.body;
  // As the plugin reads the header: '*' and x-gzip count as gzip.
  const encoding = negotiate(accept.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
  if (!encoding) return answer.body;
  const forms = (answer.encoded ??= {});
  let pending = forms[encoding];
  if (!pending) {
    pending = forms[encoding] = compress(answer.body, encoding);
    // A failed compression is not kept: the next caller tries again.
    pending.catch(() => {
      if (forms[encoding] === pending) delete forms[encoding];
    });
  }
  const bytes = await pending;
  addVary(reply);
  reply.header('content-encoding', encoding);
  return bytes;
}
