// Language picker: with a session it asks the server and switches only on a truthy answer; without one, locally.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, toLocale } from '@alfie/shared/contracts/constants';
import { api } from '@alfie/shared/api';
import type { Alfie } from '../api/alfie.ts';
import { isTokenValid, useSession } from '@alfie/shared/session';
import { useHydrated } from './use-hydrated.ts';

export async function chooseLocale(value: string): Promise<boolean> {
  const locale = toLocale(value);
  const { token, setLocale } = useSession.getState();
  if (!isTokenValid(token)) {
    setLocale(locale);
    return true;
  }
  try {
    const { data } = await (api as Alfie).post('/request/alfie/change-language', { Language: locale });
    if (data) setLocale(locale);
    return Boolean(data);
  } catch {
    return false;
  }
}

export function LanguagePicker() {
  const { t } = useTranslation('common');
  const id = useId();
  const locale = useSession((s) => s.locale);
  const [busy, setBusy] = useState(false);
  // On a prerendered page, a choice made before hydration would be lost: inert until then (no visual change).
  const hydrated = useHydrated();
  const onChange = async (value: string) => {
    setBusy(true);
    await chooseLocale(value);
    setBusy(false);
  };
  return (
    <span className="shell-language" inert={!hydrated}>
      <label htmlFor={id}>{t('HEADER.LANGUAGE')}</label>
      <select id={id} value={locale} disabled={busy} onChange={(e) => void onChange(e.target.value)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`LANG.${l}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
