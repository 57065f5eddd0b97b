// Company block of the request form: business name and administrative e-mail, prefilled from the current customer.
import { useTranslation } from 'react-i18next';
import type { RequestFormValues } from '@alfie/shared/contracts';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { TextField } from '@alfie/shared/ui/text-field';
import { NAMESPACE } from '../i18n/namespace.ts';

export function CompanyBlock({ control }: { control: FormControl<RequestFormValues> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="customer-block" aria-labelledby="company-block-title">
      <h2 id="company-block-title">{t('companySection')}</h2>
      <div className="customer-grid">
        <TextField control={control} name="businessName" label={t('businessName')} required />
        <TextField control={control} name="email" label={t('adminEmail')} type="email" required />
      </div>
    </section>
  );
}
