// A PA's vehicles on the assignment page name their type in the page's language, never by its stored code, with
// the words every screen and export uses for it.
import { fireEvent, screen } from '@testing-library/react';
import { initI18n } from '@alfie/shared/i18n';
import { renderPage } from '@alfie/shared/testing/render-page';
import '../i18n/namespace.ts';
import { offer } from '../test-data.ts';
import { PaOfferItem } from './pa-offer.tsx';

beforeAll(() => initI18n('it'));

const withCar = offer(6, {
  vehicles: [{ vehicleType: 'carType2', brand: 'Fiat', model: '500', registrationYear: 2021 }],
});

it.each([
  ['it', 'Auto compatta: Fiat 500 (2021)'],
  ['en', 'Compact car: Fiat 500 (2021)'],
  ['fr', 'Compacte: Fiat 500 (2021)'],
] as const)('names the vehicle type in %s', async (locale, text) => {
  await renderPage(<PaOfferItem pa={withCar} onAssign={jest.fn()} />, '/assegnazione?id=42', locale);
  fireEvent.click(screen.getByRole('button', { name: /Pa6 Verdi/ }));
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByText(/carType2/)).not.toBeInTheDocument();
});
