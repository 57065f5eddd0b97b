// A tap-to-call link naming who is called, or nothing when there is no number.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace.ts';
import { telHref } from './links.ts';

export function PhoneLink({ name, number }: { name: string; number: string | null | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  if (!number) return null;
  return <a href={telHref(number)}>{t('callName', { name, number })}</a>;
}
