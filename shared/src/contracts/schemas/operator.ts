// Operator accounts: the user-management form and the register/update calls.
import * as v from 'valibot';
import { OPERATOR_ROLES } from '../roles.ts';
import { email, id, optionalText, password, pathTo, requiredText } from './fields.ts';

const role = v.picklist(OPERATOR_ROLES, 'REQUIRED.FIELD');
const country = optionalText(80);

type WithAccount = { account: { role: string; country?: string | null } };
function countryUnlessAdmin<T extends WithAccount>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const a = dataset.value.account;
    if (a.role !== 'operator-admin' && !(a.country ?? '').trim()) {
      addIssue({ message: 'REQUIRED.FIELD', path: pathTo(dataset.value, 'account', 'country') });
    }
  });
}

export const registerOperatorSchema = v.pipe(
  v.strictObject({
    firstname: requiredText(80),
    lastname: requiredText(80),
    email,
    account: v.strictObject({
      username: v.optional(v.string()),
      role,
      password,
      country,
    }),
  }),
  countryUnlessAdmin(),
);

export const updateOperatorSchema = v.pipe(
  v.strictObject({
    id,
    accountId: id,
    firstname: requiredText(80),
    lastname: requiredText(80),
    account: v.strictObject({ id, role, country }),
  }),
  countryUnlessAdmin(),
);

/** The operator form; password is required on create only, email and password are hidden when editing. */
export const operatorFormSchema = (mode: 'create' | 'edit') =>
  v.pipe(
    v.object({
      firstname: requiredText(80),
      lastname: requiredText(80),
      email: mode === 'create' ? email : v.optional(v.string(), ''),
      password: mode === 'create' ? password : v.optional(v.string(), ''),
      role,
      country: v.optional(v.string(), ''),
    }),
    // A partial check runs once role and country are typed, so the form shows it with the other fields' errors.
    v.forward(
      v.partialCheck(
        [['role'], ['country']],
        (i) => i.role === 'operator-admin' || Boolean(i.country?.trim()),
        'REQUIRED.FIELD',
      ),
      ['country'],
    ),
  );
