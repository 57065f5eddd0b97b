// The closable operator form: register, or edit another operator (e-mail and password hidden; country hidden for
// operator-admin); one's own account is shown but cannot be submitted; server errors in red.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, ROLE_LABEL_KEYS, operatorFormSchema, type Operator } from '@alfie/shared/contracts';
import { countryName } from '@alfie/shared/contracts/labels';
import { toApiError } from '@alfie/shared/api';
import { useValibotForm } from '@alfie/shared/ui';
import { PasswordField } from '@alfie/shared/ui/password-field';
import { SelectField } from '@alfie/shared/ui/select-field';
import { TextField } from '@alfie/shared/ui/text-field';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useRegisterOperator } from '../api/register-operator.ts';
import { useUpdateOperator } from '../api/update-operator.ts';
import { AccountActions } from './account-actions.tsx';
import {
  registerBody,
  updateBody,
  valuesOf,
  type OperatorFormOutput,
  type OperatorFormValues,
} from './operator-values.ts';

export interface OperatorFormProps {
  editing: Operator | null;
  own: boolean;
  countries: string[];
  onClose: () => void;
  /** After a change (the list is asked again by the change itself): `close` when the form should close. */
  onChanged: (close: boolean) => void;
}

const FIELDS = ['firstname', 'lastname', 'email', 'password', 'role', 'country'] as const;
const fieldOf = (path: string) => FIELDS.find((f) => path === f || path.endsWith(`.${f}`)) ?? null;

export function OperatorForm({ editing, own, countries, onClose, onChanged }: OperatorFormProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const registerOperator = useRegisterOperator();
  const updateOperator = useUpdateOperator();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => operatorFormSchema(editing ? 'edit' : 'create'), [editing]);
  const { control, handleSubmit, setError, formState } = useValibotForm(schema, {
    // Every check runs on submit, so all wrong fields show at once (the country rule included).
    criteriaMode: 'all',
    defaultValues: valuesOf(editing),
  });
  const role = useWatch({ control, name: 'role' });
  // The operator's current country stays choosable even if it is not (or no longer) in the list.
  const countryNames = [
    ...new Set([...countries, ...(editing?.account.country ? [editing.account.country] : [])]),
  ];

  const submit = async (values: OperatorFormOutput) => {
    if (own) return;
    setServerError(null);
    setSaved(false);
    try {
      if (editing) {
        await updateOperator(updateBody(editing, values));
        setSaved(true);
        onChanged(false);
      } else {
        await registerOperator(registerBody(values));
        onChanged(true);
      }
    } catch (err) {
      const error = toApiError(err);
      let shownByField = false;
      for (const [path, key] of Object.entries(error.fields)) {
        const field = fieldOf(path);
        if (field) setError(field as keyof OperatorFormValues, { message: key });
        shownByField ||= Boolean(field);
      }
      // An error already beside its field is not repeated at the foot of the form.
      if (!shownByField) setServerError(error.status === 403 ? 'NOT.PERMITTED' : error.messageKey);
    }
  };

  const name = editing ? `${editing.firstname} ${editing.lastname}` : '';
  return (
    <section className="users-panel alfie-ui" aria-labelledby={titleId}>
      <div className="users-panel-header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {editing ? t('editTitle', { name }) : t('createTitle')}
        </h2>
        <button type="button" className="alfie-button alfie-button--secondary" onClick={onClose}>
          {t('closeForm')}
        </button>
      </div>
      {own && <p className="users-note">{t('ownAccount')}</p>}
      <form noValidate onSubmit={handleSubmit(submit)}>
        <TextField control={control} name="firstname" label={t('firstname')} required autoComplete="off" />
        <TextField control={control} name="lastname" label={t('lastname')} required autoComplete="off" />
        {!editing && (
          <>
            <TextField
              control={control}
              name="email"
              type="email"
              label={t('email')}
              required
              autoComplete="off"
            />
            <PasswordField
              control={control}
              name="password"
              label={t('password')}
              tooltip={tc('PASSWORD.HINT')}
              autoComplete="new-password"
              required
            />
          </>
        )}
        <SelectField
          control={control}
          name="role"
          label={t('role')}
          required
          placeholder={tc('COMMON.SELECT')}
          options={OPERATOR_ROLES.map((r) => ({ value: r, label: tc(ROLE_LABEL_KEYS[r]) }))}
        />
        {role !== 'operator-admin' && (
          <SelectField
            control={control}
            name="country"
            label={t('country')}
            required
            placeholder={tc('COMMON.SELECT')}
            options={countryNames.map((c) => ({ value: c, label: countryName(c, i18n.language) }))}
          />
        )}
        {serverError && (
          <p className="alfie-field-error" role="alert">
            {tc(serverError)}
          </p>
        )}
        {saved && <p role="status">{t('saved')}</p>}
        <button type="submit" className="alfie-button" disabled={own || formState.isSubmitting}>
          {editing ? t('save') : t('register')}
        </button>
      </form>
      {editing && !own && <AccountActions operator={editing} onDeleted={() => onChanged(true)} />}
    </section>
  );
}
