// Start and end of the service; the end follows the start (defaultEnd, see use-form-links), and the end's hint says
// why when a late start puts it on the next day.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endCapTooEarly, localDateTime, type RequestFormValues } from '@alfie/shared/contracts';
import { DateTimeField, toDateTimeLocal } from '@alfie/shared/ui/date-time-field';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { NAMESPACE } from '../i18n/namespace.ts';
import type { FormLinks } from './use-form-links.ts';

export function TimesBlock({
  control,
  links,
}: {
  control: FormControl<RequestFormValues>;
  links: FormLinks;
}) {
  const { t } = useTranslation(NAMESPACE);
  const min = toDateTimeLocal(new Date());
  const start = localDateTime(useWatch({ control, name: 'start' }));
  const nextDay = start !== null && endCapTooEarly(start);
  return (
    <section className="customer-block" aria-labelledby="times-block-title">
      <h2 id="times-block-title">{t('timesSection')}</h2>
      <div className="customer-grid">
        <DateTimeField
          control={control}
          name="start"
          label={t('start')}
          onValueChange={links.start}
          min={min}
          required
        />
        <DateTimeField
          control={control}
          name="end"
          label={t('end')}
          min={min}
          hint={t(nextDay ? 'endNextDayHint' : 'endHint')}
          required
        />
      </div>
    </section>
  );
}
