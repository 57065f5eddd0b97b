// Field-level rules shared by every form and by the API; messages are the error keys of docs/product.md §5.
import * as v from 'valibot';
import {
  BIDI_CONTROL_PATTERN,
  COUNTRY_CODE_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  FISCAL_CODE_PATTERN,
  NON_BLANK_PATTERN,
  PASSWORD_PATTERN,
  SDI_PATTERN,
  VAT_PATTERN,
} from '../patterns.ts';
import { LOCALES, MAX_SHORT_TEXT, MAX_TEXT } from '../constants.ts';
import { unitsToCents } from '../quote.ts';
import { ISO_INSTANT, isCalendarDate, isIsoDateTime } from '../dates.ts';

/** Refuses the invisible bidirectional controls that make a text display as something else. */
export const noBidiControls = v.check((s: string) => !BIDI_CONTROL_PATTERN.test(s), 'INVALID.CHARACTERS');

export const requiredText = (max: number = MAX_SHORT_TEXT) =>
  v.pipe(
    v.string('REQUIRED.FIELD'),
    v.trim(),
    v.regex(NON_BLANK_PATTERN, 'REQUIRED.FIELD'),
    v.maxLength(max, 'TOO.LONG'),
    noBidiControls,
  );

/** Free text that may be empty (a form's input, '' when untouched). */
export const plainText = (max: number = MAX_TEXT) =>
  v.pipe(v.string('INVALID.VALUE'), v.trim(), v.maxLength(max, 'TOO.LONG'), noBidiControls);

export const optionalText = (max: number = MAX_TEXT) => v.optional(v.nullable(plainText(max)));

export const email = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.trim(),
  v.nonEmpty('REQUIRED.FIELD'),
  v.maxLength(254, 'TOO.LONG'),
  v.regex(EMAIL_PATTERN, 'INVALID.EMAIL'),
);

export const password = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.nonEmpty('REQUIRED.FIELD'),
  v.regex(PASSWORD_PATTERN, 'INVALID.PASSWORD'),
);

export const locale = v.picklist(LOCALES, 'INVALID.VALUE');

export const id = v.pipe(
  v.number('INVALID.NUMBER'),
  v.integer('INVALID.NUMBER'),
  v.minValue(1, 'INVALID.NUMBER'),
);

/** An id that older clients may send as a numeric string. */
export const looseId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(DIGITS_PATTERN))], 'INVALID.NUMBER'),
  v.transform(Number),
  id,
);

export const vatCode = v.pipe(v.string(), v.trim(), v.regex(VAT_PATTERN, 'INSERT.VAT'));
export const fiscalCode = v.pipe(v.string(), v.trim(), v.regex(FISCAL_CODE_PATTERN, 'INSERT.VAT'));
export const sdi = v.pipe(v.string(), v.trim(), v.regex(SDI_PATTERN, 'INVALID.SDI'));
export const countryCode = v.pipe(requiredText(8), v.regex(COUNTRY_CODE_PATTERN, 'INVALID.CODE'));
export const digits = v.pipe(v.string('REQUIRED.FIELD'), v.trim(), v.regex(DIGITS_PATTERN, 'INVALID.NUMBER'));

/** A positive number (a form may hold it as text): required and non-zero. */
export const positiveNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('REQUIRED.FIELD'))], 'REQUIRED.FIELD'),
  v.transform(Number),
  v.number('REQUIRED.FIELD'),
  v.check((n) => Number.isFinite(n) && n > 0, 'REQUIRED.FIELD'),
  v.maxValue(1_000_000, 'INVALID.NUMBER'),
);

export const percentage = v.pipe(positiveNumber, v.maxValue(100, 'INVALID.NUMBER'));

/**
 * An amount of money (a rate, a price): positive, at most two decimals, and judged after rounding to cents, so an
 * amount such as 1e-9, which would be stored and quoted as 0, is refused.
 */
export const money = v.pipe(
  positiveNumber,
  v.check((n) => !(n > 0) || unitsToCents(n) >= 1, 'AMOUNT.TOO.SMALL'),
  v.check((n) => unitsToCents(n) < 1 || Math.abs(unitsToCents(n) - n * 100) < 1e-6, 'INVALID.NUMBER'),
);

/** An ISO 8601 instant with its zone, on a day that exists (see isIsoDateTime). */
// The regex documents the shape in the OpenAPI description (a pattern); the check, which says nothing more on a
// value of the wrong shape, adds the calendar.
export const isoDateTime = v.pipe(
  v.string('INVALID.DATE'),
  v.regex(ISO_INSTANT, 'INVALID.DATE'),
  v.check((s) => !ISO_INSTANT.test(s) || isIsoDateTime(s), 'INVALID.DATE'),
);

/** A calendar day 'yyyy-mm-dd' that exists. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isoDate = v.pipe(
  v.string('INVALID.DATE'),
  v.regex(CALENDAR_DAY, 'INVALID.DATE'),
  v.check((s) => !CALENDAR_DAY.test(s) || isCalendarDate(s), 'INVALID.DATE'),
);

/** Countries whose companies need fiscal code and SDI (docs/product.md §5: Italia or empty). */
export const isItalianOrUnset = (country: string | null | undefined): boolean => {
  const c = (country ?? '').trim().toLowerCase();
  return c === '' || c === 'italia' || c === 'italy' || c === 'it';
};

type IdentityField = 'vatCode' | 'fiscalCode' | 'sdi';

/** Every signup company-rule broken, each with the field it belongs to (one per field), so a form shows them all. */
export function companyIdentityIssues(input: {
  country?: string | null;
  vatCode?: string | null;
  fiscalCode?: string | null;
  sdi?: string | null;
}): { field: IdentityField; key: string }[] {
  const vat = (input.vatCode ?? '').trim();
  const cf = (input.fiscalCode ?? '').trim();
  const s = (input.sdi ?? '').trim();
  const italian = isItalianOrUnset(input.country);
  const issues: { field: IdentityField; key: string }[] = [];
  if ((!vat && !cf) || (vat && !VAT_PATTERN.test(vat))) issues.push({ field: 'vatCode', key: 'INSERT.VAT' });
  if ((italian && !cf) || (cf && !FISCAL_CODE_PATTERN.test(cf)))
    issues.push({ field: 'fiscalCode', key: 'INSERT.VAT' });
  if ((italian && !s) || (s && !SDI_PATTERN.test(s))) issues.push({ field: 'sdi', key: 'INVALID.SDI' });
  return issues;
}

/** The issue path of a field (nested keys allowed), for cross-field checks that blame one field. */
export function pathTo(input: unknown, ...keys: string[]): [v.IssuePathItem, ...v.IssuePathItem[]] {
  let current = input as Record<string, unknown> | undefined;
  const items = keys.map((key) => {
    const item: v.IssuePathItem = {
      type: 'object',
      origin: 'value',
      input: current ?? {},
      key,
      value: current?.[key],
    };
    current = current?.[key] as Record<string, unknown> | undefined;
    return item;
  });
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

/**
 * The company identity rule (VAT or fiscal code; fiscal code and SDI in Italy) as checks forwarded to the field
 * they blame. Each check waits only for its own field, so it runs while other fields are still wrong (an empty country,
 * itself an error, means Italy) and is not hidden by another code's error.
 */
export function identityChecks<T, K extends string = string>(
  names: Record<'country' | IdentityField, K>,
): v.BaseValidation<T, T, v.BaseIssue<unknown>>[] {
  const checks = (['vatCode', 'fiscalCode', 'sdi'] as const).map((field) =>
    v.forward(
      v.partialCheck(
        [[names[field]]],
        (value) => {
          const input = value as Record<string, unknown>;
          const read = (k: K) => (typeof input[k] === 'string' ? (input[k] as string) : null);
          const issues = companyIdentityIssues({
            country: read(names.country),
            vatCode: read(names.vatCode),
            fiscalCode: read(names.fiscalCode),
            sdi: read(names.sdi),
          });
          return !issues.some((issue) => issue.field === field);
        },
        field === 'sdi' ? 'INVALID.SDI' : 'INSERT.VAT',
      ),
      [names[field]] as never,
    ),
  );
  return checks as unknown as v.BaseValidation<T, T, v.BaseIssue<unknown>>[];
}
