import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@alfie/shared/i18n';
import { renderPage } from '@alfie/shared/testing/render-page';
import type { RequestSummaryData } from '../new-request/summary-data.ts';
import RequestThankYouPage from './request-thank-you-page.tsx';

const summary: RequestSummaryData = {
  businessName: 'Acme S.p.A.',
  email: 'admin@acme.example.com',
  contacts: [{ name: 'Maria Rossi', email: 'maria@example.com', phone: '02 1', mobile: '333 1' }],
  city: 'Milano, Italia',
  departure: 'Malpensa',
  arrival: null,
  start: '2031-01-01T10:00:00.000Z',
  end: '2031-01-01T11:00:00.000Z',
  travels: [{ type: 'airplain', code: 'AZ123', company: 'ITA', lastname: 'Smith' }],
  assisted: [{ firstname: 'John', lastname: 'Smith', title: 'CEO', mobile: '' }],
  services: 'Meet and greet',
  note: 'Gate B',
  vehicles: ['carType2'],
  languages: ['en', 'Portuguese'],
  help: '',
  amountCents: 29_280,
  currencyCode: 'EUR',
  cancellationAhead: null,
};

it('summarises the request sent and offers another request', async () => {
  await i18n.changeLanguage('it');
  render(
    <MemoryRouter initialEntries={[{ pathname: '/ty-page', state: { summary } }]}>
      <RequestThankYouPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Richiesta inviata' })).toBeInTheDocument();
  for (const text of ['Acme S.p.A.', 'Gate B', 'Auto compatta', 'Inglese, Portuguese'])
    expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByText(/Maria Rossi/)).toBeInTheDocument();
  expect(screen.getByText(/John Smith – CEO/)).toBeInTheDocument();
  expect(screen.getByText('Meet and greet')).toBeInTheDocument();
  expect(screen.getByText(/AZ123 ITA – Cognome del passeggero: Smith/)).toBeInTheDocument();
  // The amount in the state is the one the server froze (the form puts it there): shown as the request's amount.
  expect(screen.getByText('Importo della richiesta')).toBeInTheDocument();
  expect(screen.getByText(/292,80/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Richiedi un altro PA' })).toHaveAttribute(
    'href',
    '/landing-richiesta',
  );
});

it('says, for a request filed inside a fee window, what cancelling costs once a PA is assigned, in French', async () => {
  const soon: RequestSummaryData = {
    ...summary,
    cancellationAhead: [
      { percent: 50, from: null },
      { percent: 100, from: '2031-01-01T08:00:00.000Z' },
    ],
  };
  await renderPage(<RequestThankYouPage />, '/ty-page', 'fr', { summary: soon });
  const policy = screen.getByRole('region', { name: 'Politique d’annulation' });
  expect(policy).toHaveTextContent(/gratuite jusqu’à l’assignation d’un PA/);
  const items = within(policy).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/^146,40\s€ \(50 % du montant\) immédiatement$/);
  expect(items[1]).toHaveTextContent(/^292,80\s€ \(100 % du montant\) à partir du /);
});

it('says nothing of fees for a request filed before any fee window', async () => {
  await renderPage(<RequestThankYouPage />, '/ty-page', 'en', { summary });
  expect(screen.getByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Cancellation policy' })).toBeNull();
});
