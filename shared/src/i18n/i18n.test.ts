import { ERROR_MESSAGES } from '../contracts/error-keys.ts';
import { LOCALES } from '../contracts/constants.ts';
import { addNamespace, changeLocale, i18n, initI18n, namespacesReady } from './i18n.ts';
import { localeKeyProblems } from './key-check.ts';
import { commonResources } from './resources.ts';
import { COMMON_NS } from './common-ns.ts';
import { formatDateTime, formatMoney } from './format.ts';

afterEach(() => changeLocale('it'));

describe('i18n', () => {
  it('has the same keys in it, en and fr, none empty', () => {
    expect(localeKeyProblems(commonResources)).toEqual([]);
  });

  it('translates every error key of the contracts in every locale', () => {
    for (const locale of LOCALES) {
      for (const key of Object.keys(ERROR_MESSAGES)) expect(commonResources[locale][key]).toBeTruthy();
    }
  });

  it('starts in Italian alone; English is fetched when chosen, its error texts the contracts ones', async () => {
    expect(i18n.language).toBe('it');
    expect(i18n.t('REQUIRED.FIELD')).toBe('campo obbligatorio');
    // The login route ships one locale: the others are separate chunks (i18n.ts).
    expect(i18n.hasResourceBundle('it', COMMON_NS)).toBe(true);
    expect(i18n.hasResourceBundle('en', COMMON_NS)).toBe(false);
    expect(i18n.hasResourceBundle('fr', COMMON_NS)).toBe(false);
    await changeLocale('en');
    expect(i18n.hasResourceBundle('en', COMMON_NS)).toBe(true);
    expect(i18n.t('AUTH.VALIDATION.INVALID_LOGIN')).toBe('The password or email is wrong');
    expect(i18n.t('STATUS.created')).toBe('Pending');
  });

  it('asked for the language already shown, changes nothing: no languageChanged, no screen rendered again', async () => {
    const changed = jest.fn();
    i18n.on('languageChanged', changed);
    try {
      await changeLocale('it');
      await initI18n('it');
      expect(changed).not.toHaveBeenCalled();
      await changeLocale('fr');
      await changeLocale('fr');
      expect(changed.mock.calls).toEqual([['fr']]);
      // A change under way is overtaken by the next one, even back to the language still shown.
      const toEnglish = changeLocale('en');
      await changeLocale('fr');
      await toEnglish;
      expect(i18n.language).toBe('fr');
    } finally {
      i18n.off('languageChanged', changed);
    }
  });

  it('keeps <html lang> on the current locale and falls back to it for unknown ones', async () => {
    await initI18n('fr');
    expect(document.documentElement.lang).toBe('fr');
    await changeLocale('de');
    expect(document.documentElement.lang).toBe('it');
  });

  it('adds a remote namespace in every locale', async () => {
    addNamespace('demo', { it: { title: 'Ciao' }, en: { title: 'Hello' }, fr: { title: 'Bonjour' } });
    await changeLocale('fr');
    expect(i18n.t('title', { ns: 'demo' })).toBe('Bonjour');
  });

  it('fetches a remote namespace in English or French when shown, before the page or the change shows', async () => {
    const load = jest.fn((lng: 'en' | 'fr') =>
      Promise.resolve({ title: lng === 'en' ? 'Hello' : 'Bonjour' }),
    );
    await changeLocale('en');
    addNamespace('fetched', { it: { title: 'Ciao' } }, load);
    expect(i18n.getFixedT('it', 'fetched')('title')).toBe('Ciao');
    await namespacesReady();
    expect(load.mock.calls).toEqual([['en']]);
    expect(i18n.t('title', { ns: 'fetched' })).toBe('Hello');
    await changeLocale('fr');
    expect(i18n.t('title', { ns: 'fetched' })).toBe('Bonjour');
    await changeLocale('it');
    expect(i18n.t('title', { ns: 'fetched' })).toBe('Ciao');
    expect(load.mock.calls).toEqual([['en'], ['fr']]);
  });

  it('formats money per locale', async () => {
    await changeLocale('en');
    expect(formatMoney(12.5)).toBe('€12.50');
  });

  it('formats dates and money in the locale chosen last (the formatters are kept per locale)', async () => {
    const at = '2026-03-01T09:30:00Z';
    await changeLocale('en');
    const english = [formatDateTime(at), formatMoney(1234.5)];
    await changeLocale('fr');
    const french = [formatDateTime(at), formatMoney(1234.5)];
    expect(french[0]).not.toBe(english[0]);
    expect(french[1]).toMatch(/1\s234,50\s€/);
    await changeLocale('en');
    expect([formatDateTime(at), formatMoney(1234.5)]).toEqual(english);
    expect(formatDateTime(at, 'date')).toBe('01/03/2026');
  });
});

describe('localeKeyProblems', () => {
  it('reports missing and empty keys, nested or flat', () => {
    const problems = localeKeyProblems({
      it: { a: 'x', b: { c: 'y' } },
      en: { a: 'x' },
      fr: { a: '', b: { c: 'z' } },
    });
    expect(problems).toEqual(['fr: empty "a"', 'en: missing "b.c"']);
  });
});
