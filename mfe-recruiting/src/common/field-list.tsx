// A labelled list of values for the detail panels; an empty value reads 'not given'.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace.ts';

export interface Field {
  label: string;
  value: ReactNode;
}

export function FieldList({ fields }: { fields: readonly Field[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl className="recruiting-fields">
      {fields.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value == null || f.value === '' ? t('notGiven') : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
