// Keeps i18next (and so <html lang>) on the session's locale, whoever changes it.
import { useEffect } from 'react';
import { changeLocale } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';

export function useLocaleSync(): void {
  const locale = useSession((s) => s.locale);
  useEffect(() => {
    void changeLocale(locale);
  }, [locale]);
}
