// Helmet's browser headers (CSP, HSTS, nosniff, frame and referrer policies...) on every answer, worked out once.
// @fastify/helmet runs helmet(options) on every call, i.e. parses the options and builds its middlewares again
// each time, plus two hooks: ~6% of the API's CPU on request-detail at 32 connections. With options that hold no
// function (a CSP nonce or a value computed per request), helmet writes the same headers on every answer, so its
// middleware runs once here against a recorder and each answer gets the recorded calls replayed, in order, on the
// Node response as helmet makes them (a header a route sets itself, e.g. the docs' own CSP, still wins).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Call = { set: string; value: string } | { remove: string };

/** The setHeader/removeHeader calls helmet makes on a response with these options. */
export function helmetCalls(options: Readonly<HelmetOptions>): Call[] {
  const directives =
    typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : {};
  if (
    Object.values(directives ?? {}).some(
      (v) => typeof v === 'function' || (Array.isArray(v) && v.some((e) => typeof e === 'function')),
    )
  )
    throw new Error('browser headers: a CSP value computed per request needs helmet on every call');
  const calls: Call[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      calls.push({ set: name, value: String(value) });
    },
    removeHeader(name: string) {
      calls.push({ remove: name });
    },
  };
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return calls;
}

export function registerBrowserHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const calls = helmetCalls(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const c of calls) {
      if ('set' in c) res.setHeader(c.set, c.value);
      else res.removeHeader(c.remove);
    }
    done();
  });
}
