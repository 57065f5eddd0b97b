import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n, initI18n } from '@alfie/shared/i18n';
import type { Company } from '@alfie/shared/contracts';
import { answerError } from '@alfie/shared/api';
import { useSession } from '@alfie/shared/session';
import { scriptApi } from '@alfie/shared/testing/script-api';
import type { Answer, Call } from '@alfie/shared/testing/script-api';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { alfie } from '../api/alfie.ts';
import { answerCalls, calls } from '../test-calls.ts';
import CompaniesPage from './companies-page.tsx';

jest.mock('../api/alfie.ts', () => ({ alfie: { get: jest.fn(), post: jest.fn() } }));

const company = (over: Partial<Company>): Company => ({
  id: 7,
  type: 'customer-b2b',
  businessName: 'Nuova Impresa S.r.l.',
  country: 'Italia',
  city: 'Milano',
  postalCode: '20121',
  street: 'Via Roma 1',
  vatCode: 'IT12345678901',
  fiscalCode: '12345678901',
  sdi: 'M5UXCR1',
  email: 'nuova@example.com',
  status: 'created',
  createDate: new Date(2026, 10, 20, 14, 5).toISOString(),
  ...over,
});

const nuova = company({});
const lontana = company({
  id: 8,
  businessName: 'Lontana SAS',
  country: 'France',
  city: 'Saint-Rémy-de-Provence',
  createDate: '',
  status: 'rejected',
  fiscalCode: null,
  sdi: null,
});
const detailOf = (c: Company) => {
  const { type: _t, createDate: _d, ...detail } = c;
  return detail;
};

beforeEach(async () => {
  await initI18n('it');
  jest.resetAllMocks();
  answerCalls(alfie);
  calls.fetchCompanies.mockResolvedValue([nuova, lontana]);
  calls.fetchCompanyCities.mockResolvedValue(['Milano', 'Saint-Rémy-de-Provence']);
  calls.fetchCompany.mockImplementation(async (id) => detailOf(id === 7 ? nuova : lontana));
  calls.decideCompany.mockResolvedValue();
});

it('lists companies with dd/mm/yyyy hh:mm dates, the head office cut at 18 characters, and status', async () => {
  render(<CompaniesPage />);
  const row = (await screen.findByText('Nuova Impresa S.r.l.')).closest('tr')!;
  expect(within(row).getByText('20/11/2026, 14:05')).toBeInTheDocument();
  expect(within(row).getByText('In attesa')).toBeInTheDocument();
  const other = screen.getByText('Lontana SAS').closest('tr')!;
  expect(within(other).getByText('Saint-Rémy-de-Pro…').parentElement).toHaveAttribute(
    'title',
    'Saint-Rémy-de-Provence',
  );
  expect(within(other).getByText('Data non corretta')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Scarica la lista delle aziende' })).toBeInTheDocument();
});

it('filters by head office (server cities plus empty) and status, on the server', async () => {
  render(<CompaniesPage />);
  await screen.findByText('Nuova Impresa S.r.l.');
  const city = screen.getByLabelText(/Sede/);
  expect(
    within(city)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['', 'Milano', 'Saint-Rémy-de-Provence']);
  fireEvent.change(screen.getByLabelText(/Stato/), { target: { value: 'rejected' } });
  await waitFor(() =>
    expect(calls.fetchCompanies).toHaveBeenLastCalledWith({ status: 'rejected', city: '' }),
  );
  fireEvent.change(screen.getByLabelText(/Sede/), { target: { value: 'Milano' } });
  await waitFor(() =>
    expect(calls.fetchCompanies).toHaveBeenLastCalledWith({ status: 'rejected', city: 'Milano' }),
  );
});

it('a row opens the detail: country, city, postal code, address, VAT, fiscal code, SDI, e-mail', async () => {
  render(<CompaniesPage />);
  fireEvent.click(await screen.findByText('Nuova Impresa S.r.l.'));
  const panel = await screen.findByRole('region', { name: 'Dettaglio: Nuova Impresa S.r.l.' });
  expect(calls.fetchCompany).toHaveBeenCalledWith(7);
  const fields: [string, string][] = [
    ['Nazione', 'Italia'],
    ['Città', 'Milano'],
    ['CAP', '20121'],
    ['Indirizzo', 'Via Roma 1'],
    ['Partita IVA', 'IT12345678901'],
    ['Codice fiscale', '12345678901'],
    ['Codice SDI', 'M5UXCR1'],
    ['E-mail', 'nuova@example.com'],
  ];
  for (const [label, value] of fields)
    expect(within(panel).getByText(label).nextElementSibling).toHaveTextContent(value);
});

it('accept: “confirm and send” with the company summary; the list reloads with the current filters', async () => {
  render(<CompaniesPage />);
  await screen.findByText('Nuova Impresa S.r.l.');
  fireEvent.change(screen.getByLabelText(/Stato/), { target: { value: 'created' } });
  await waitFor(() => expect(calls.fetchCompanies).toHaveBeenLastCalledWith({ status: 'created', city: '' }));
  fireEvent.click(await screen.findByText('Nuova Impresa S.r.l.'));
  fireEvent.click(await screen.findByRole('button', { name: 'Accetta' }));
  const dialog = screen.getByRole('dialog', { name: 'Accettare questa azienda?' });
  for (const text of ['Nuova Impresa S.r.l.', 'IT12345678901', 'nuova@example.com', 'Via Roma 1'])
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  const before = calls.fetchCompanies.mock.calls.length;
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma e invia' })));
  expect(calls.decideCompany).toHaveBeenCalledWith(7, 'approved');
  await waitFor(() => expect(calls.fetchCompanies.mock.calls.length).toBe(before + 1));
  expect(calls.fetchCompanies).toHaveBeenLastCalledWith({ status: 'created', city: '' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('reject: “refuse and send”, its own title and summary', async () => {
  render(<CompaniesPage />);
  fireEvent.click(await screen.findByText('Nuova Impresa S.r.l.'));
  fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta' }));
  const dialog = screen.getByRole('dialog', { name: 'Rifiutare questa azienda?' });
  expect(within(dialog).getByText('L’azienda riceverà un’e-mail con l’esito negativo.')).toBeInTheDocument();
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta e invia' })));
  expect(calls.decideCompany).toHaveBeenCalledWith(7, 'rejected');
});

it('a decided company has both buttons disabled with the reason; the panel closes', async () => {
  render(<CompaniesPage />);
  fireEvent.click(await screen.findByText('Lontana SAS'));
  await screen.findByRole('region', { name: 'Dettaglio: Lontana SAS' });
  expect(screen.getByRole('button', { name: 'Accetta' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Rifiuta' })).toHaveAccessibleDescription(
    /Già deciso \(Rifiutato\)/,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Chiudi il dettaglio' }));
  expect(screen.queryByRole('region', { name: /Dettaglio/ })).not.toBeInTheDocument();
});

it('rows open with the keyboard too', async () => {
  render(<CompaniesPage />);
  const row = (await screen.findByText('Nuova Impresa S.r.l.')).closest('tr')!;
  fireEvent.keyDown(row, { key: 'Enter' });
  expect(await screen.findByRole('region', { name: 'Dettaglio: Nuova Impresa S.r.l.' })).toBeInTheDocument();
});

it("names the company's country in the page language", async () => {
  render(<CompaniesPage />);
  fireEvent.click(await screen.findByText('Nuova Impresa S.r.l.'));
  const panel = await screen.findByRole('region', { name: 'Dettaglio: Nuova Impresa S.r.l.' });
  await act(() => i18n.changeLanguage('fr'));
  expect(within(panel).getByText('Italie')).toBeInTheDocument();
  expect(within(panel).queryByText('Italia')).not.toBeInTheDocument();
  await act(() => i18n.changeLanguage('it'));
});

it('speaks English and French too', async () => {
  render(<CompaniesPage />);
  await screen.findByText('Nuova Impresa S.r.l.');
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByRole('heading', { level: 1, name: 'New companies' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download the company list' })).toBeInTheDocument();
  await act(() => i18n.changeLanguage('fr'));
  expect(screen.getByRole('heading', { level: 1, name: 'Nouvelles entreprises' })).toBeInTheDocument();
});

describe('companies in a country Alfie does not serve', () => {
  const italy = {
    id: 9,
    businessName: 'Italy Travel S.r.l.',
    country: 'Italy',
    city: 'Torino',
    email: 'info@italytravel.example.com',
    status: 'created' as const,
    createDate: new Date(2026, 10, 1).toISOString(),
  };
  const served = (call: Call): Answer =>
    call.url === '/system/alfie/get-cities'
      ? [
          200,
          [
            { id: 1, name: 'Italia', cities: [] },
            { id: 2, name: 'France', cities: [] },
          ],
        ]
      : [404, {}];

  afterEach(() => useSession.setState({ role: null, token: null }));

  it('operator-admin sees them, ties one to a served country, and the lists reload', async () => {
    useSession.setState({ role: 'operator-admin' });
    scriptApi(served);
    calls.fetchUnservedCountryCompanies.mockResolvedValueOnce([italy]).mockResolvedValue([]);
    calls.fixCompanyCountry.mockResolvedValue();
    render(<CompaniesPage />);
    const panel = await screen.findByRole('region', {
      name: 'Un’azienda in una nazione che Alfie non serve',
    });
    expect(within(panel).getByText('Nazione indicata: Italy')).toBeInTheDocument();
    const select = within(panel).getByLabelText('Nazione di Italy Travel S.r.l.');
    await waitFor(() => expect(select).toBeEnabled());
    const save = within(panel).getByRole('button', { name: 'Salva la nazione' });
    expect(save).toBeDisabled();
    fireEvent.change(select, { target: { value: 'Italia' } });
    expect(await seriousViolations()).toEqual([]);
    const listCalls = calls.fetchCompanies.mock.calls.length;
    fireEvent.click(save);
    await waitFor(() => expect(calls.fixCompanyCountry).toHaveBeenCalledWith(9, 'Italia'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nazione salvata: Italy Travel S.r.l. ora è in Italia.',
    );
    expect(
      await screen.findByRole('heading', { name: 'Ogni azienda è in una nazione che Alfie serve' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.fetchCompanies.mock.calls.length).toBeGreaterThan(listCalls));
  });

  it('shows the server’s reason when the fix is refused', async () => {
    useSession.setState({ role: 'operator' });
    scriptApi(served);
    calls.fetchUnservedCountryCompanies.mockResolvedValue([italy]);
    calls.fixCompanyCountry.mockRejectedValue(
      answerError(400, { error: 'Invalid country', code: 'INVALID.COUNTRY' }, 'refused'),
    );
    render(<CompaniesPage />);
    const select = await screen.findByLabelText('Nazione di Italy Travel S.r.l.');
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.change(select, { target: { value: 'France' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nazione' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nazione non valida');
  });

  it('is not there for operator-user, who could not fix it', async () => {
    useSession.setState({ role: 'operator-user' });
    calls.fetchUnservedCountryCompanies.mockResolvedValue([italy]);
    render(<CompaniesPage />);
    await screen.findByText('Nuova Impresa S.r.l.');
    expect(calls.fetchUnservedCountryCompanies).not.toHaveBeenCalled();
    expect(screen.queryByText(/Alfie non serve/)).toBeNull();
  });
});
