import { render, screen } from '@testing-library/react';
import { i18n, initI18n } from '@alfie/shared/i18n';
import PaymentPage from './payment-page.tsx';

it('registers its namespace and renders translated text in the current locale', async () => {
  await initI18n('fr');
  render(<PaymentPage />);
  expect(screen.getByText('Cette section est en préparation.')).toBeInTheDocument();
  await i18n.changeLanguage('en');
  expect(await screen.findByText('This section is being prepared.')).toBeInTheDocument();
});
