// The login form and POST /Auth/authenticate. A module of its own: the login route builds this schema alone, not
// the signup's and password pages' (auth.ts), which it never shows.
import * as v from 'valibot';

export const loginSchema = v.strictObject({
  username: v.pipe(
    v.string('REQUIRED.FIELD'),
    v.trim(),
    v.nonEmpty('REQUIRED.FIELD'),
    v.maxLength(254, 'TOO.LONG'),
  ),
  password: v.pipe(v.string('REQUIRED.FIELD'), v.nonEmpty('REQUIRED.FIELD'), v.maxLength(256, 'TOO.LONG')),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;
