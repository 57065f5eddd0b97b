// The closable country form: create or edit a country (code, name, VAT, withholding tax, currency, the travel
// time kept free around a PA's assignments, the cancellation policy and the no-show waiting time), or delete it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import {
  countryFormSchema,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_NO_SHOW_WAIT_MINUTES,
  DEFAULT_TRAVEL_BUFFER_MINUTES,
  MAX_NO_SHOW_WAIT_MINUTES,
  MAX_TRAVEL_BUFFER_MINUTES,
  type CountryPricing,
} from '@alfie/shared/contracts';
import { toApiError } from '@alfie/shared/api';
import { useValibotForm } from '@alfie/shared/ui';
import { TextField } from '@alfie/shared/ui/text-field';
import { ConfirmDialog } from '@alfie/shared/ui/confirm-dialog';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useDeleteCountry } from '../api/delete-country.ts';
import { useSaveCountry } from '../api/save-country.ts';
import { FormActions } from '../common/form-actions.tsx';
import { Panel } from '../common/panel.tsx';
import { messageKeyOf } from '../common/form-error.ts';
import { CancellationPolicyFields } from './cancellation-policy-fields.tsx';

type CountryForm = v.InferInput<typeof countryFormSchema>;
type CountryOutput = v.InferOutput<typeof countryFormSchema>;

const FIELD_OF: Record<string, keyof CountryForm> = {
  country: 'name',
  name: 'name',
  code: 'countryCode',
  countryCode: 'countryCode',
  vat: 'vat',
  withholdingTax: 'withholdingTax',
  currencySymbol: 'currencySymbol',
  currencyCode: 'currencyCode',
  travelBufferMinutes: 'travelBufferMinutes',
  noShowWaitMinutes: 'noShowWaitMinutes',
  cancellationPolicy: 'cancellationPolicy',
};

/** The form holds the windows' numbers as text, like its other number fields. */
const policyValues = (policy: CountryPricing['cancellationPolicy']) =>
  policy.map((w) => ({ hoursBefore: String(w.hoursBefore), percent: String(w.percent) }));

export interface CountryFormProps {
  editing: CountryPricing | null;
  onClose: () => void;
  /** After a change (the list is asked again by the change itself). */
  onChanged: () => void;
}

export function CountryForm({ editing, onClose, onChanged }: CountryFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const saveCountry = useSaveCountry();
  const deleteCountry = useDeleteCountry();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, setError, formState } = useValibotForm(countryFormSchema, {
    criteriaMode: 'all',
    defaultValues: editing
      ? {
          name: editing.name,
          countryCode: editing.countryCode,
          vat: String(editing.vat),
          withholdingTax: String(editing.withholdingTax),
          currencySymbol: editing.currencySymbol,
          currencyCode: editing.currencyCode,
          travelBufferMinutes: String(editing.travelBufferMinutes),
          noShowWaitMinutes: String(editing.noShowWaitMinutes),
          cancellationPolicy: policyValues(editing.cancellationPolicy),
        }
      : {
          name: '',
          countryCode: '',
          vat: '',
          withholdingTax: '',
          currencySymbol: '',
          currencyCode: '',
          travelBufferMinutes: String(DEFAULT_TRAVEL_BUFFER_MINUTES),
          noShowWaitMinutes: String(DEFAULT_NO_SHOW_WAIT_MINUTES),
          cancellationPolicy: policyValues(DEFAULT_CANCELLATION_POLICY),
        },
  });

  const fail = (err: unknown) => {
    const error = toApiError(err);
    setServerError(messageKeyOf(error, 'NOT.FOUND'));
    for (const [path, key] of Object.entries(error.fields)) {
      const field = FIELD_OF[path];
      if (field) setError(field, { message: key });
    }
  };

  const submit = async (values: CountryOutput) => {
    setServerError(null);
    const common = {
      vat: values.vat,
      withholdingTax: values.withholdingTax,
      currencySymbol: values.currencySymbol,
      currencyCode: values.currencyCode,
      travelBufferMinutes: values.travelBufferMinutes,
      noShowWaitMinutes: values.noShowWaitMinutes,
      ...(values.cancellationPolicy ? { cancellationPolicy: values.cancellationPolicy } : {}),
    };
    try {
      await saveCountry(
        editing
          ? { id: editing.id, name: values.name, countryCode: values.countryCode, ...common }
          : { country: values.name, code: values.countryCode, ...common },
      );
      onChanged();
    } catch (err) {
      fail(err);
    }
  };

  const remove = async () => {
    setConfirming(false);
    if (!editing) return;
    setServerError(null);
    try {
      await deleteCountry(editing.name, editing.countryCode);
      onChanged();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <Panel
      title={editing ? t('country.editTitle', { name: editing.name }) : t('country.createTitle')}
      onClose={onClose}
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <TextField control={control} name="countryCode" label={t('country.code')} required />
        <TextField control={control} name="name" label={t('country.name')} required />
        <TextField control={control} name="vat" label={t('country.vat')} required />
        <TextField control={control} name="withholdingTax" label={t('country.withholdingTax')} required />
        <TextField control={control} name="currencySymbol" label={t('country.currencySymbol')} required />
        <TextField control={control} name="currencyCode" label={t('country.currencyCode')} required />
        <TextField
          control={control}
          name="travelBufferMinutes"
          type="number"
          min={0}
          step={1}
          label={t('country.travelBuffer')}
          hint={t('country.travelBufferHint', { max: MAX_TRAVEL_BUFFER_MINUTES })}
          required
        />
        <CancellationPolicyFields control={control} errors={formState.errors} />
        <TextField
          control={control}
          name="noShowWaitMinutes"
          type="number"
          min={0}
          step={1}
          label={t('country.noShowWait')}
          hint={t('country.noShowWaitHint', { max: MAX_NO_SHOW_WAIT_MINUTES })}
          required
        />
        {serverError && (
          <p className="alfie-field-error" role="alert">
            {tc(serverError)}
          </p>
        )}
        <FormActions
          editing={editing !== null}
          submitting={formState.isSubmitting}
          deleteLabel={t('country.delete')}
          onDelete={() => setConfirming(true)}
        />
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('country.delete')}
        text={t('country.deleteConfirm', { name: editing?.name ?? '' })}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
