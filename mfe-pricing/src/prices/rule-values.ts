// The rule form's values: from a table row (edit) or empty (create), and to the create-new-price body.
import type * as v from 'valibot';
import type {
  CreatePricePayload,
  FlatPriceRow,
  PriceRuleForm,
  priceRuleFormSchema,
} from '@alfie/shared/contracts';

export type RuleOutput = v.InferOutput<typeof priceRuleFormSchema>;

export const emptyRule: PriceRuleForm = {
  type: 'city',
  countryId: '',
  cityId: '',
  cityName: '',
  poiName: '',
  rate: '',
  forfait: '',
  percToPA: '',
};

export function ruleFromRow(row: FlatPriceRow): PriceRuleForm {
  return {
    type: row.type,
    countryId: String(row.country),
    cityId: String(row.cityId),
    cityName: row.city,
    poiName: row.poi ?? '',
    rate: String(row.rate),
    forfait: row.forfait == null ? '' : String(row.forfait),
    percToPA: String(row.percToPA),
  };
}

/** The body of POST /pricing/alfie/create-new-price; values go as numbers, and an edit adds the rule's id. */
export function toPayload(values: RuleOutput, editing: FlatPriceRow | null): CreatePricePayload {
  if (values.type === 'city') {
    return {
      ...(editing ? { id: editing.cityId } : {}),
      countryId: values.countryId,
      cityName: (values.cityName ?? '').trim(),
      price: values.rate,
      forfait: null,
      percToPA: values.percToPA,
    };
  }
  const cityId = Number(values.cityId);
  return {
    id: cityId,
    countryId: values.countryId,
    pois: [
      {
        ...(editing?.poiId ? { id: editing.poiId } : {}),
        cityId,
        name: (values.poiName ?? '').trim(),
        price: values.rate,
        forfait: Number(values.forfait),
        percToPA: values.percToPA,
      },
    ],
  };
}

/** Server field paths to the form field that shows them. */
export function formFieldOf(path: string): keyof PriceRuleForm | null {
  const last = path.split('.').at(-1) ?? '';
  const map: Record<string, keyof PriceRuleForm> = {
    countryId: 'countryId',
    cityName: 'cityName',
    name: 'poiName',
    cityId: 'cityId',
    id: 'cityId',
    price: 'rate',
    forfait: 'forfait',
    percToPA: 'percToPA',
  };
  return map[last] ?? null;
}
