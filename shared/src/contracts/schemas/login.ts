// The login form and POST /Auth/authenticate. A module of its own: the login route builds this schema alone, not
// the signup's and password pages' (auth.ts), which it never shows.
import * as v from 'valibot';

/** An account's user name as typed (its e-mail address), checked only for presence and length. */
export const username = v.pipe(
  v.string('REQUIRED.FIELD'),
  v.trim(),
  v.nonEmpty('REQUIRED.FIELD'),
  v.maxLength(254, 'TOO.LONG'),
);

export const loginSchema = v.strictObject({
  username,
  password: v.pipe(v.string('REQUIRED.FIELD'), v.nonEmpty('REQUIRED.FIELD'), v.maxLength(256, 'TOO.LONG')),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;
