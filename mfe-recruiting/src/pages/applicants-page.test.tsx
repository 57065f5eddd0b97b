import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n, initI18n } from '@alfie/shared/i18n';
import type { PersonalAssistant } from '@alfie/shared/contracts';
import { alfie } from '../api/alfie.ts';
import { answerCalls, calls } from '../test-calls.ts';
import ApplicantsPage from './applicants-page.tsx';

jest.mock('../api/alfie.ts', () => ({ alfie: { get: jest.fn(), post: jest.fn() } }));

const pa = (over: Partial<PersonalAssistant>): PersonalAssistant => ({
  id: 1,
  firstname: 'Giulia',
  firstName: 'Giulia',
  lastname: 'Verdi',
  lastName: 'Verdi',
  email: 'giulia@example.com',
  phone: '+39 02 1234567',
  mobile: '+39 333 1234567',
  homeTown: 'Torino',
  birthdate: '1990-04-12',
  job: 'Hostess - Fiera Milano',
  hobby: 'Vela',
  status: 'created',
  createDate: new Date(2026, 2, 5, 9, 7).toISOString(),
  languagesSpoken: [
    { culture: 'it', knowledgeLevel: 100 },
    { culture: 'en', knowledgeLevel: 50 },
  ],
  vehicles: [{ vehicleType: 'carType2', brand: 'Volkswagen', model: 'Golf', registrationYear: 2019 }],
  assigns: [{ date: '2025-10-01', city: 'Roma' }],
  ...over,
});

const giulia = pa({});
const marco = pa({
  id: 2,
  firstname: 'Marco',
  firstName: 'Marco',
  lastname: 'Neri',
  lastName: 'Neri',
  homeTown: 'Milano - Via Monte Napoleone',
  createDate: null,
  status: 'approved',
  vehicles: [],
  assigns: [],
});

beforeEach(async () => {
  await initI18n('it');
  jest.resetAllMocks();
  answerCalls(alfie);
  calls.fetchApplicants.mockResolvedValue([giulia, marco]);
  calls.fetchApplicantCities.mockResolvedValue(['Milano - Via Monte Napoleone', 'Torino']);
  calls.fetchApplicant.mockImplementation(async (id) => (id === 1 ? giulia : marco));
  calls.decideApplicant.mockResolvedValue();
});

it('lists applicants with truncated domicile, application date or “incorrect date”, and status', async () => {
  render(<ApplicantsPage />);
  expect(await screen.findByText('Giulia Verdi')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Nuovi PA' })).toBeInTheDocument();
  expect(screen.getByText('05/03/2026')).toBeInTheDocument();
  const marcoRow = screen.getByText('Marco Neri').closest('tr')!;
  expect(within(marcoRow).getByText('Data non corretta')).toBeInTheDocument();
  expect(within(marcoRow).getByText('Milano - Via Mont…').parentElement).toHaveAttribute(
    'title',
    'Milano - Via Monte Napoleone',
  );
  expect(within(marcoRow).getByText('Approvato')).toBeInTheDocument();
  expect(calls.fetchApplicants).toHaveBeenCalledWith({ status: '', city: '' });
});

it('filters on the server by domicile (cities from the server plus empty) and status', async () => {
  render(<ApplicantsPage />);
  await screen.findByText('Giulia Verdi');
  const city = screen.getByLabelText(/Domicilio/);
  const cityOptions = within(city)
    .getAllByRole('option')
    .map((o) => o.getAttribute('value'));
  expect(cityOptions).toEqual(['', 'Milano - Via Monte Napoleone', 'Torino']);
  const status = screen.getByLabelText(/Stato/);
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['', 'created', 'approved', 'rejected']);
  fireEvent.change(city, { target: { value: 'Torino' } });
  await waitFor(() => expect(calls.fetchApplicants).toHaveBeenLastCalledWith({ status: '', city: 'Torino' }));
  fireEvent.change(screen.getByLabelText(/Stato/), { target: { value: 'created' } });
  await waitFor(() =>
    expect(calls.fetchApplicants).toHaveBeenLastCalledWith({ status: 'created', city: 'Torino' }),
  );
});

it('a row opens the detail: contacts, birth date, job, hobby, languages with levels, vehicles, past assignments', async () => {
  render(<ApplicantsPage />);
  fireEvent.click(await screen.findByText('Giulia Verdi'));
  const panel = await screen.findByRole('region', { name: 'Dettaglio: Giulia Verdi' });
  expect(calls.fetchApplicant).toHaveBeenCalledWith(1);
  for (const text of [
    'giulia@example.com',
    '+39 333 1234567',
    '12/04/1990',
    'Hostess - Fiera Milano',
    'Vela',
    'Italiano: Madrelingua',
    'Inglese: Intermedio',
    'Auto compatta: Volkswagen Golf (2019)',
    '01/10/2025 – Roma',
  ])
    expect(within(panel).getByText(text)).toBeInTheDocument();
  await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus());
});

it('accept asks for confirmation with a summary, sends, and reloads the list with the current filters', async () => {
  render(<ApplicantsPage />);
  await screen.findByText('Giulia Verdi');
  fireEvent.change(screen.getByLabelText(/Stato/), { target: { value: 'created' } });
  await waitFor(() =>
    expect(calls.fetchApplicants).toHaveBeenLastCalledWith({ status: 'created', city: '' }),
  );
  fireEvent.click(await screen.findByText('Giulia Verdi'));
  fireEvent.click(await screen.findByRole('button', { name: 'Accetta' }));
  const dialog = screen.getByRole('dialog', { name: 'Accettare questo PA?' });
  expect(within(dialog).getByText('Giulia Verdi')).toBeInTheDocument();
  expect(within(dialog).getByText('Torino')).toBeInTheDocument();
  expect(calls.decideApplicant).not.toHaveBeenCalled();
  const listCalls = calls.fetchApplicants.mock.calls.length;
  calls.fetchApplicant.mockResolvedValue({ ...giulia, status: 'approved' });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma e invia' })));
  expect(calls.decideApplicant).toHaveBeenCalledWith(1, 'approved');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(calls.fetchApplicants.mock.calls.length).toBe(listCalls + 1));
  expect(calls.fetchApplicants).toHaveBeenLastCalledWith({ status: 'created', city: '' });
  // Now decided: both buttons are disabled and say why.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Accetta' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Rifiuta' })).toHaveAccessibleDescription(
    /Già deciso \(Approvato\)/,
  );
});

it('refuse has its own confirmation; cancelling sends nothing; a failed call is said in the dialog', async () => {
  render(<ApplicantsPage />);
  fireEvent.click(await screen.findByText('Giulia Verdi'));
  fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta' }));
  let dialog = screen.getByRole('dialog', { name: 'Rifiutare questo PA?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.decideApplicant).not.toHaveBeenCalled();

  calls.decideApplicant.mockRejectedValue(new Error('network'));
  fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
  dialog = screen.getByRole('dialog', { name: 'Rifiutare questo PA?' });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta e invia' })));
  expect(calls.decideApplicant).toHaveBeenCalledWith(1, 'rejected');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('La decisione non è stata salvata.');
});

it('an already decided applicant cannot be decided, and the reason is shown', async () => {
  render(<ApplicantsPage />);
  fireEvent.click(await screen.findByText('Marco Neri'));
  await screen.findByRole('region', { name: 'Dettaglio: Marco Neri' });
  expect(screen.getByRole('button', { name: 'Accetta' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Rifiuta' })).toBeDisabled();
  expect(screen.getByText(/Già deciso \(Approvato\)/)).toBeInTheDocument();
});

it('a failed list load shows a readable error with Retry, which loads again', async () => {
  calls.fetchApplicants.mockRejectedValueOnce(new Error('down'));
  render(<ApplicantsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Riprova' }));
  expect(await screen.findByText('Giulia Verdi')).toBeInTheDocument();
});

it('speaks English and French too', async () => {
  render(<ApplicantsPage />);
  await screen.findByText('Giulia Verdi');
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByRole('heading', { level: 1, name: 'New PAs' })).toBeInTheDocument();
  expect(screen.getByText('Incorrect date')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download the PA list' })).toBeInTheDocument();
  await act(() => i18n.changeLanguage('fr'));
  expect(screen.getByText('Date incorrecte')).toBeInTheDocument();
});
