// fast-check arbitraries from the routes' JSON schemas (OpenAPI of /docs/json): values that follow the schema,
// mixed with the inputs attackers send: SQL metacharacters, overlong strings, wrong types, extra fields.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

export const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '" OR ""="',
  '1; SELECT pg_sleep(1); --',
  "admin@example.com' --",
  '%27%20OR%201=1',
  '\\',
  "O'Brien",
  '$$; delete from requests; $$',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\uFFFF\uD800',
  '🦄'.repeat(50),
  ' ',
  '',
  'NaN',
  '-1',
  '0',
  '99999999999999999999999',
  '1e308',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '31/02/2026, 25:61',
  '2026-13-45T99:99:99Z',
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const overlong = fc.constantFrom(1_000, 10_000, 100_000).map((n) => 'x'.repeat(n));
const anyString = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));

/** A wrong value of any type. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  nastyString,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return [];
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [anyString, nastyString, overlong];
  if (s.format === 'email' || /@/.test(s.pattern ?? '')) options.push(fc.emailAddress());
  if (s.format === 'date-time') options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (s.pattern === '\\S') options.push(fc.string({ minLength: 1, maxLength: 30 }));
  return fc.oneof(...options);
}

/** Values for one schema: mostly of its shape, sometimes wrong. */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return wrongValue;
  const variants: fc.Arbitrary<unknown>[] = [];
  if (schema.const !== undefined) variants.push(fc.constant(schema.const));
  if (schema.enum) variants.push(fc.constantFrom(...schema.enum));
  for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    variants.push(arbitraryFor(sub, depth + 1));
  for (const type of typesOf(schema)) {
    if (type === 'string') variants.push(stringFor(schema));
    else if (type === 'integer')
      variants.push(fc.oneof(fc.integer({ min: -2, max: 600 }), fc.integer(), fc.constant(2 ** 53)));
    else if (type === 'number') variants.push(fc.oneof(fc.double(), fc.integer({ min: -5, max: 1000 })));
    else if (type === 'boolean') variants.push(fc.boolean());
    else if (type === 'null') variants.push(fc.constant(null));
    else if (type === 'array')
      variants.push(fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: 3 }));
    else if (type === 'object') variants.push(objectFor(schema, depth));
  }
  if (schema.nullable) variants.push(fc.constant(null));
  if (variants.length === 0) variants.push(fc.jsonValue({ maxDepth: 2 }));
  // One time in five the value is of the wrong type altogether.
  return fc.oneof({ arbitrary: fc.oneof(...variants), weight: 4 }, { arbitrary: wrongValue, weight: 1 });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(props).map(([k, s]) => [k, arbitraryFor(s, depth + 1)])),
    { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
  );
  // Mass assignment: unknown fields (role, status, id...) must be refused, never stored.
  const extra = fc.dictionary(
    fc.constantFrom(
      'role',
      'status',
      'Status',
      'id',
      'accountId',
      'isAdmin',
      'tokenVersion',
      'passwordHash',
      '__proto__',
    ),
    wrongValue,
    { maxKeys: 2 },
  );
  return fc.oneof(
    { arbitrary: record, weight: 4 },
    { arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...r, ...e })), weight: 1 },
  );
}

/** Raw bodies that are not the JSON the route expects: deep nesting, broken JSON, wrong content types. */
export const rawBody = fc.oneof(
  fc
    .constantFrom(5_000, 50_000)
    .map((n) => ({ type: 'application/json', body: '['.repeat(n) + ']'.repeat(n) })),
  fc
    .constantFrom(2_000)
    .map((n) => ({ type: 'application/json', body: '{"a":'.repeat(n) + '1' + '}'.repeat(n) })),
  fc.constant({ type: 'application/json', body: '{"username": "a", ' }),
  fc.constant({
    type: 'application/json',
    body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  }),
  fc.string({ maxLength: 50 }).map((s) => ({ type: 'text/plain', body: s })),
  fc.constant({ type: 'application/x-www-form-urlencoded', body: 'username=admin%40example.com&password=x' }),
  fc.constant({
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  }),
  fc.constant({
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><a>&b;</a>',
  }),
);
