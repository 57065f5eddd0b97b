// The interface locale taken from the login answer (SPEC section 2: a server language of fr is mapped to it).
import { DEFAULT_LOCALE, toLocale } from '../contracts/constants.ts';
import type { Locale } from '../contracts/constants.ts';
import type { LoginResponse } from '../contracts/types.ts';

export function localeFromLogin(response: Pick<LoginResponse, 'languages'>): Locale {
  const language = response.languages?.[0]?.language;
  if (!language) return DEFAULT_LOCALE;
  const locale = toLocale(language);
  // Kept exactly as SPEC section 2 states it: French accounts open in Italian.
  return locale === 'fr' ? 'it' : locale;
}
