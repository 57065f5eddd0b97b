// The blocks of the request form and its legal notes: everything the customer fills in, between the required-fields
// note and the submit button.
//
// Memoised on props that never change once the form's data has come: react-hook-form's useForm renders the form a
// second time inside the commit of its first render (it sets isReady in a layout effect), and that second render of
// every block, each label translated again, was a long task before the page's first paint (docs/performance.md §9).
// Each block, field and the quote still re-render on their own when what they watch changes.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATIONS_EMAIL } from '@alfie/shared/contracts';
import type { CountryForForm, RequestFormValues } from '@alfie/shared/contracts';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { LegalLinks } from '../common/legal-links.tsx';
import { NAMESPACE } from '../i18n/namespace.ts';
import { AssistedBlock } from './assisted-block.tsx';
import { CompanyBlock } from './company-block.tsx';
import { ContactsBlock } from './contacts-block.tsx';
import { PlaceBlock } from './place-block.tsx';
import { PreferencesBlock } from './preferences-block.tsx';
import { TimesBlock } from './times-block.tsx';
import { TravelsBlock } from './travels-block.tsx';
import type { FormLinks } from './use-form-links.ts';

interface Props {
  control: FormControl<RequestFormValues>;
  countries: readonly CountryForForm[];
  links: FormLinks;
}

export const RequestFields = memo(function RequestFields({ control, countries, links }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <CompanyBlock control={control} />
      <ContactsBlock control={control} />
      <PlaceBlock control={control} countries={countries} links={links} />
      <TimesBlock control={control} links={links} />
      <TravelsBlock control={control} />
      <AssistedBlock control={control} />
      <PreferencesBlock control={control} />
      <section className="customer-block">
        <p>{t('legalIntro')}</p>
        <LegalLinks />
        <p className="customer-info">
          {t('changesInfo')} <a href={`mailto:${OPERATIONS_EMAIL}`}>{OPERATIONS_EMAIL}</a>
        </p>
      </section>
    </>
  );
});
