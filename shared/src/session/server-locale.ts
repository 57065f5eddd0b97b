// The interface locale taken from the login answer: the account's language, as it was chosen (it, en or fr).
import { DEFAULT_LOCALE, toLocale } from '../contracts/constants.ts';
import type { Locale } from '../contracts/constants.ts';
import type { LoginResponse } from '../contracts/schemas/answers.ts';

export function localeFromLogin(response: Pick<LoginResponse, 'languages'>): Locale {
  const language = response.languages?.[0]?.language;
  // docs/product.md §2 maps a server fr to it, a limit of the old server; Alfie's screens and mails speak French.
  return language ? toLocale(language) : DEFAULT_LOCALE;
}
