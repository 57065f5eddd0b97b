// Test helpers: render with the shared i18n instance in a chosen locale.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@alfie/shared/i18n';

export async function renderIn(locale: 'it' | 'en' | 'fr', ui: ReactElement) {
  await i18n.changeLanguage(locale);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
