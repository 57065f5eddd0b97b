// The operator form's values: from an operator (edit) or empty (create), and to the register/update bodies.
import type * as v from 'valibot';
import type { Operator, OperatorRole, operatorFormSchema } from '@alfie/shared/contracts';
import type { RegisterBody } from '../api/register-operator.ts';
import type { UpdateBody } from '../api/update-operator.ts';

type Schema = ReturnType<typeof operatorFormSchema>;
export type OperatorFormValues = v.InferInput<Schema>;
export type OperatorFormOutput = v.InferOutput<Schema>;

export function valuesOf(operator: Operator | null): OperatorFormValues {
  return {
    firstname: operator?.firstname ?? '',
    lastname: operator?.lastname ?? '',
    email: '',
    password: '',
    role: (operator?.account.role as OperatorRole | undefined) ?? ('' as OperatorRole),
    country: operator?.account.country ?? '',
  };
}

/** An operator-admin has no country (docs/product.md §7: country unless operator-admin). */
const countryOf = (v: OperatorFormOutput) =>
  v.role === 'operator-admin' ? {} : { country: (v.country ?? '').trim() };

export function registerBody(v: OperatorFormOutput): RegisterBody {
  return {
    firstname: v.firstname,
    lastname: v.lastname,
    email: v.email,
    account: { username: v.email, role: v.role, password: v.password, ...countryOf(v) },
  };
}

export function updateBody(operator: Operator, v: OperatorFormOutput): UpdateBody {
  return {
    id: operator.id,
    accountId: operator.account.id,
    firstname: v.firstname,
    lastname: v.lastname,
    account: { id: operator.account.id, role: v.role, ...countryOf(v) },
  };
}

/** The caller's own account: the login's currentUserId is the operator id; the e-mail is a second witness. */
export function isOwnAccount(operator: Operator, user: { id: number; email: string } | null): boolean {
  if (!user) return false;
  return operator.id === user.id || operator.email.toLowerCase() === user.email.toLowerCase();
}
