import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@alfie/shared/session';
import { scriptApi } from '@alfie/shared/testing/script-api';
import type { Answer, Call } from '@alfie/shared/testing/script-api';
import { renderAt, signOut } from '../app/test-utils.tsx';
import { seriousViolations } from '@alfie/shared/testing/axe';

jest.mock('../federation/remote-page.tsx', () => ({ RemotePage: () => null }));
// Typing a dozen fields takes seconds on a busy machine.
jest.setTimeout(30_000);

const SERVED = [
  { id: 1, name: 'Italia', cities: [] },
  { id: 2, name: 'France', cities: [] },
];

/** Answers get-cities with the served countries and every other call with `other`. */
const withCountries =
  (other: (call: Call) => Answer = () => [200, {}]) =>
  (call: Call): Answer =>
    call.url === '/system/alfie/get-cities' ? [200, SERVED] : other(call);

beforeEach(() => {
  signOut();
  scriptApi(withCountries());
});

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(new RegExp(`^${label}`));
    if (input instanceof HTMLSelectElement) {
      await waitFor(() => expect(input).toBeEnabled());
      await userEvent.selectOptions(input, value);
      continue;
    }
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const italian = {
  'Company name': 'ACME S.r.l.',
  Country: 'Italia',
  City: 'Milano',
  'Postal code': '20121',
  Address: 'Via Roma 1',
  'VAT number': 'IT12345678901',
  'Fiscal code': '12345678901',
  'SDI code': 'ABC1234',
  'E-mail': 'new@example.com',
  Password: 'Abcdef1!',
};

describe('signup page', () => {
  it('every field is required and both consents too', async () => {
    await renderAt('/signup');
    await submit();
    expect(screen.getAllByText('required field').length).toBeGreaterThanOrEqual(7);
    expect(screen.getAllByText('To register you must accept the terms and privacy policy')).toHaveLength(2);
    expect(await seriousViolations()).toEqual([]);
  });

  it('an empty submit names the VAT number, fiscal code and SDI code beside each field', async () => {
    await renderAt('/signup');
    await submit();
    await waitFor(() =>
      expect(field(/^VAT number/)).toHaveAccessibleDescription('Insert VAT and / or valid C.F'),
    );
    expect(field(/^Fiscal code/)).toHaveAccessibleDescription('Insert VAT and / or valid C.F');
    expect(field(/^SDI code/)).toHaveAccessibleDescription('Invalid sdi');
  });

  it('with only the VAT number of an Italian company, asks for the fiscal code and SDI before sending', async () => {
    const calls = scriptApi(withCountries());
    await renderAt('/signup');
    await fill({ ...italian, 'Fiscal code': '', 'SDI code': '' });
    await userEvent.click(field(/^I accept the terms/));
    await userEvent.click(field(/^I accept the privacy/));
    await submit();
    await waitFor(() =>
      expect(field(/^Fiscal code/)).toHaveAccessibleDescription('Insert VAT and / or valid C.F'),
    );
    expect(field(/^VAT number/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(field(/^SDI code/)).toHaveAccessibleDescription('Invalid sdi');
    expect(calls.filter((c) => c.url === '/Auth/registercustomer')).toHaveLength(0);
  });

  it('checks e-mail and password formats', async () => {
    await renderAt('/signup');
    await fill({ 'E-mail': 'bad@', Password: 'weak' });
    await submit();
    expect(screen.getByText('invalid e-mail')).toBeInTheDocument();
    expect(screen.getByText(/Invalid password: it must contain at least 8 characters/)).toBeInTheDocument();
  });

  it('asks fiscal code and SDI in Italy only', async () => {
    const calls = scriptApi(withCountries());
    await renderAt('/signup');
    await fill({ ...italian, 'Fiscal code': '', 'SDI code': '' });
    await userEvent.click(field(/^I accept the terms/));
    await userEvent.click(field(/^I accept the privacy/));
    await submit();
    expect(await screen.findByText('Insert VAT and / or valid C.F')).toBeInTheDocument();
    await fill({ 'Fiscal code': '12345678901' });
    await submit();
    expect(await screen.findByText('Invalid sdi')).toBeInTheDocument();
    await fill({ Country: 'France', 'SDI code': '' });
    await submit();
    await waitFor(() => expect(calls.filter((c) => c.url === '/Auth/registercustomer')).toHaveLength(1));
    expect(screen.queryByText('Invalid sdi')).toBeNull();
  });

  it('offers the languages it (default), en and fr and opens the PDFs of the current locale', async () => {
    await renderAt('/signup', { locale: 'fr' });
    const language = screen.getByLabelText(/^Langue préférée/);
    expect(language).toHaveValue('it');
    expect([...(language as HTMLSelectElement).options].map((o) => o.value)).toEqual(['it', 'en', 'fr']);
    await userEvent.click(screen.getByRole('button', { name: 'Lire les conditions générales' }));
    expect(screen.getByTitle('Conditions générales')).toHaveAttribute('src', '/legal/fr/terms.pdf');
  });

  it('registers, stores token=true and role=customer and shows the thank-you page with the values', async () => {
    const calls = scriptApi(withCountries(() => [200, { id: 5 }]));
    await renderAt('/signup');
    await fill(italian);
    await userEvent.selectOptions(field(/^Preferred language/), 'en');
    await userEvent.click(field(/^I accept the terms/));
    await userEvent.click(field(/^I accept the privacy/));
    await submit();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ty-signup'));
    const registration = calls.find((c) => c.url === '/Auth/registercustomer')!;
    expect(registration.data).toMatchObject({
      BusinessName: 'ACME S.r.l.',
      Country: 'Italia',
      Email: 'new@example.com',
      PostalCode: '20121',
      VatCode: 'IT12345678901',
      Account: {
        Username: 'new@example.com',
        role: 'customer',
        TermsConditions: true,
        Privacy: true,
        Language: 'en',
      },
    });
    expect(screen.getByText('Your company has been registered.')).toBeInTheDocument();
    expect(screen.getByText('ACME S.r.l.')).toBeInTheDocument();
  });

  it('shows the server error once, beside the field it concerns', async () => {
    scriptApi(
      withCountries(() => [
        409,
        {
          error: 'The email entered is already in use',
          code: 'EMAIL.ALREADY.IN.USE',
          fields: { Email: 'EMAIL.ALREADY.IN.USE' },
        },
      ]),
    );
    await renderAt('/signup');
    await fill(italian);
    await userEvent.click(field(/^I accept the terms/));
    await userEvent.click(field(/^I accept the privacy/));
    await submit();
    await waitFor(() => expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('The email entered is already in use')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
  });

  it('offers the countries Alfie serves as a select in the page language, with no free text', async () => {
    const calls = scriptApi(withCountries());
    await renderAt('/signup', { locale: 'fr' });
    const country = screen.getByLabelText(/^Pays/);
    expect(country.tagName).toBe('SELECT');
    await waitFor(() => expect(country).toBeEnabled());
    expect([...(country as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Choisissez le pays'],
      ['Italia', 'Italie'],
      ['France', 'France'],
    ]);
    expect(calls[0]).toMatchObject({ url: '/system/alfie/get-cities', params: { language: 'fr' } });
  });

  it('says when the countries cannot be loaded and loads them again on Retry', async () => {
    let fail = true;
    scriptApi((call) => (fail ? [500, {}] : withCountries()(call)));
    await renderAt('/signup');
    expect(await screen.findByText('The list of countries could not be loaded')).toBeInTheDocument();
    expect(field(/^Country/)).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(field(/^Country/)).toBeEnabled());
    expect(screen.queryByText('The list of countries could not be loaded')).toBeNull();
  });

  it('marks the country when the server refuses it (INVALID.COUNTRY)', async () => {
    scriptApi(
      withCountries(() => [
        400,
        { error: 'Invalid country', code: 'INVALID.COUNTRY', fields: { Country: 'INVALID.COUNTRY' } },
      ]),
    );
    await renderAt('/signup');
    await fill(italian);
    await userEvent.click(field(/^I accept the terms/));
    await userEvent.click(field(/^I accept the privacy/));
    await submit();
    await waitFor(() => expect(field(/^Country/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Invalid country').length).toBeGreaterThanOrEqual(1);
  });
});
