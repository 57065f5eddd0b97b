// A date cell: the formatted date, or the translated 'incorrect date' when it is missing or invalid.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace.ts';

export function DateCell({ text }: { text: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  return text ? <>{text}</> : <span className="recruiting-incorrect-date">{t('incorrectDate')}</span>;
}
