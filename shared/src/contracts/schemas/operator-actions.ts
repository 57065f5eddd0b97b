// Operator-account actions beyond docs/product.md §7's register/update/delete: the admin-triggered reset mail.
import * as v from 'valibot';
import { looseId } from './fields.ts';

/**
 * POST /operator/alfie/send-reset-password {id}: mails another operator a link to set a new password
 * (docs/product.md leaves the operator recovery path open; `id` is the operator id of the list).
 */
export const sendOperatorResetSchema = v.strictObject({ id: looseId });
