// The closable rule form: create, edit (type, country, city and names locked) or delete a city or POI rule.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  priceRuleFormSchema,
  RATE_STEP,
  type CountryPricing,
  type FlatPriceRow,
} from '@alfie/shared/contracts';
import { toApiError } from '@alfie/shared/api';
import { countryName } from '@alfie/shared/contracts/labels';
import { useValibotForm } from '@alfie/shared/ui';
import { SelectField } from '@alfie/shared/ui/select-field';
import { TextField } from '@alfie/shared/ui/text-field';
import { ConfirmDialog } from '@alfie/shared/ui/confirm-dialog';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useDeletePriceRule } from '../api/delete-price-rule.ts';
import { useSavePriceRule } from '../api/save-price-rule.ts';
import { FormActions } from '../common/form-actions.tsx';
import { Panel } from '../common/panel.tsx';
import { messageKeyOf } from '../common/form-error.ts';
import { emptyRule, formFieldOf, ruleFromRow, toPayload, type RuleOutput } from './rule-values.ts';

export interface RuleFormProps {
  countries: CountryPricing[];
  /** The rule being edited; null to create one. */
  editing: FlatPriceRow | null;
  onClose: () => void;
  /** After a change (the list is asked again by the change itself): `close` when the form should close. */
  onChanged: (close: boolean) => void;
}

export function RuleForm({ countries, editing, onClose, onChanged }: RuleFormProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const savePriceRule = useSavePriceRule();
  const deletePriceRule = useDeletePriceRule();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, setError, formState } = useValibotForm(priceRuleFormSchema, {
    // Every check runs on submit, so all wrong fields show at once (cross-field rules included).
    criteriaMode: 'all',
    defaultValues: editing ? ruleFromRow(editing) : emptyRule,
  });
  const type = useWatch({ control, name: 'type' });
  const countryId = useWatch({ control, name: 'countryId' });
  const locked = editing !== null;
  const cities = countries.find((c) => String(c.id) === String(countryId))?.cities ?? [];

  const fail = (err: unknown) => {
    const error = toApiError(err);
    setServerError(messageKeyOf(error));
    for (const [path, key] of Object.entries(error.fields)) {
      const field = formFieldOf(path);
      if (field) setError(field, { message: key });
    }
  };

  const submit = async (values: RuleOutput) => {
    setServerError(null);
    setSaved(false);
    try {
      await savePriceRule(toPayload(values, editing));
      if (editing) {
        setSaved(true);
        onChanged(false);
      } else onChanged(true);
    } catch (err) {
      fail(err);
    }
  };

  const remove = async () => {
    setConfirming(false);
    if (!editing) return;
    setServerError(null);
    try {
      await deletePriceRule(editing.type === 'poi' ? { poiId: editing.poiId! } : { cityId: editing.cityId });
      onChanged(true);
    } catch (err) {
      fail(err);
    }
  };

  return (
    <Panel title={editing ? t('rule.editTitle') : t('rule.createTitle')} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <SelectField
          control={control}
          name="type"
          label={t('rule.type')}
          required
          disabled={locked}
          options={[
            { value: 'city', label: t('type.city') },
            { value: 'poi', label: t('type.poi') },
          ]}
        />
        <SelectField
          control={control}
          name="countryId"
          label={t('rule.country')}
          required
          disabled={locked}
          placeholder={tc('COMMON.SELECT')}
          options={countries.map((c) => ({ value: String(c.id), label: countryName(c.name, i18n.language) }))}
        />
        {type === 'poi' ? (
          <>
            <SelectField
              control={control}
              name="cityId"
              label={t('rule.city')}
              required
              disabled={locked}
              placeholder={tc('COMMON.SELECT')}
              options={cities.map((c) => ({ value: String(c.id), label: c.cityName }))}
            />
            <TextField
              control={control}
              name="poiName"
              label={t('rule.poiName')}
              required
              disabled={locked}
            />
          </>
        ) : (
          <TextField
            control={control}
            name="cityName"
            label={t('rule.cityName')}
            required
            disabled={locked}
          />
        )}
        <TextField
          control={control}
          name="rate"
          type="number"
          step={RATE_STEP}
          min={0}
          label={t('rule.rate')}
          required
        />
        {type === 'poi' && (
          <TextField
            control={control}
            name="forfait"
            type="number"
            step={0.5}
            min={0}
            label={t('rule.forfait')}
            required
          />
        )}
        <TextField
          control={control}
          name="percToPA"
          type="number"
          step={1}
          min={0}
          label={t('rule.percToPA')}
          required
        />
        {serverError && (
          <p className="alfie-field-error" role="alert">
            {tc(serverError)}
          </p>
        )}
        {saved && <p role="status">{t('rule.saved')}</p>}
        <FormActions
          editing={editing !== null}
          submitting={formState.isSubmitting}
          deleteLabel={t('rule.delete')}
          onDelete={() => setConfirming(true)}
        />
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('rule.delete')}
        text={t('rule.deleteConfirm')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
