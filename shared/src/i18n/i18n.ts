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

/** The language a remote's strings are fetched in: Italian always comes with its code. */
export type FetchedLocale = Exclude<Locale, 'it'>;
type LoadStrings = (lng: FetchedLocale) => Promise<Record<string, unknown>>;

/** Remotes' English and French strings, fetched when shown: namespace -> its loader (addNamespace). */
const remoteLocales = new Map<string, LoadStrings>();

/**
 * Italian (the default and the fallback) ships with the page; English and French are fetched when chosen, so the
 * login route carries one locale, not three, and a remote page one of its own (docs/performance.md).
 */
const otherLocales = resourcesToBackend((lng: string, ns: string) => {
  if (lng !== 'en' && lng !== 'fr') return Promise.resolve({});
  if (ns === COMMON_NS)
    return lng === 'en' ? import('./locales/common-ns-en.ts') : import('./locales/common-ns-fr.ts');
  return remoteLocales.get(ns)?.(lng) ?? Promise.resolve({});
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

/** The language asked last (English and French are fetched, so a change may still be under way). */
let asked: Locale = DEFAULT_LOCALE;

/**
 * Switches the interface language; `<html lang>` follows. The language already shown, with no other change asked
 * since, changes nothing: i18next would emit languageChanged all the same, and every translated component would
 * render again (the shell follows the session's locale once the page has started: on a slow phone, one long task).
 */
export function changeLocale(locale: string): Promise<unknown> {
  const lng = toLocale(locale);
  if (lng === asked && i18n.language === lng) return Promise.resolve();
  asked = lng;
  return i18n.changeLanguage(lng);
}

/** Called once at boot with the stored locale. */
export function initI18n(locale?: string | null): Promise<unknown> {
  const lng: Locale = toLocale(locale ?? DEFAULT_LOCALE);
  followHtmlLang(lng);
  return changeLocale(lng);
}

/**
 * A remote's translations, as its own namespace; loading it twice is harmless. With `load`, `resources` holds
 * Italian alone and English or French is fetched when shown: now if the page is in one of them (a remote page is
 * shown once namespacesReady() resolves), and on a change of language before the change shows. Without it (a
 * remote built before), `resources` holds all three.
 */
export function addNamespace(ns: string, resources: Partial<Resources>, load?: LoadStrings): void {
  for (const locale of LOCALES) {
    const bundle = resources[locale];
    if (bundle || !load) i18n.addResourceBundle(locale, ns, bundle ?? {}, true, true);
  }
  if (!load) return;
  remoteLocales.set(ns, load);
  void i18n.loadNamespaces(ns);
}

/** Resolves once every namespace added so far has its strings in the language shown (or failed to fetch them). */
export function namespacesReady(): Promise<void> {
  return i18n.loadNamespaces([...remoteLocales.keys()]);
}

export const currentLocale = (): Locale => toLocale(i18n.language);
