// The one i18next instance of the page (it default, en, fr); remotes add their namespaces to it.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, toLocale } from '../contracts/constants.ts';
import type { Locale } from '../contracts/constants.ts';
import { COMMON_NS } from './common-ns.ts';
import commonIt from './locales/common-ns-it.ts';
import type { Resources } from './resources.ts';

export const i18n = i18next.createInstance();

function followHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

i18n.on('languageChanged', followHtmlLang);

/**
 * Italian (the default and the fallback) ships with the page; English and French are fetched when chosen, so the
 * login route carries one locale, not three. Remotes' namespaces are added whole (addNamespace), never fetched.
 */
const otherLocales = resourcesToBackend((lng: string, ns: string) => {
  if (ns !== COMMON_NS) return Promise.resolve({});
  if (lng === 'en') return import('./locales/common-ns-en.ts');
  if (lng === 'fr') return import('./locales/common-ns-fr.ts');
  return Promise.resolve({});
});

void i18n
  .use(initReactI18next)
  .use(otherLocales)
  .init({
    resources: { [DEFAULT_LOCALE]: { [COMMON_NS]: commonIt } },
    partialBundledLanguages: true,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    // Keys are flat and contain dots (REQUIRED.FIELD), so dots do not mean nesting.
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });

/** Switches the interface language; `<html lang>` follows. */
export function changeLocale(locale: string): Promise<unknown> {
  return i18n.changeLanguage(toLocale(locale));
}

/** Called once at boot with the stored locale. */
export function initI18n(locale?: string | null): Promise<unknown> {
  const lng: Locale = toLocale(locale ?? DEFAULT_LOCALE);
  followHtmlLang(lng);
  return changeLocale(lng);
}

/** A remote's translations, as its own namespace; loading it twice is harmless. */
export function addNamespace(ns: string, resources: Resources): void {
  for (const locale of LOCALES) {
    i18n.addResourceBundle(locale, ns, resources[locale] ?? {}, true, true);
  }
}

export const currentLocale = (): Locale => toLocale(i18n.language);
