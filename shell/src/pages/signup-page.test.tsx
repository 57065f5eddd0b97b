import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@alfie/shared/session';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { renderAt, signOut } from '../app/test-utils.tsx';
import { seriousViolations } from '@alfie/shared/testing/axe';

jest.mock('../federation/remote-page.tsx', () => ({ RemotePage: () => null }));

beforeEach(signOut);

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(new RegExp(`^${label}`));
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

  it('checks e-mail and password formats', async () => {
    await renderAt('/signup');
    await fill({ 'E-mail': 'bad@', Password: 'weak' });
    await submit();
    expect(screen.getByText('invalid e-mail')).toBeInTheDocument();
    expect(screen.getByText(/Invalid password: it must contain at least 8 characters/)).toBeInTheDocument();
  });

  it('asks fiscal code and SDI in Italy only', async () => {
    const calls = scriptApi(() => [200, {}]);
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
    await waitFor(() => expect(calls).toHaveLength(1));
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
    const calls = scriptApi(() => [200, { id: 5 }]);
    await renderAt('/signup');
    await fill(italian);
    await userEvent.selectOptions(field(/^Preferred language/), 'en');
    await userEvent.click(field(/^I accept the terms/));
    await userEvent.click(field(/^I accept the privacy/));
    await submit();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ty-signup'));
    expect(calls[0]!.url).toBe('/Auth/registercustomer');
    expect(calls[0]!.data).toMatchObject({
      BusinessName: 'ACME S.r.l.',
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

  it('shows the server error in red and marks the field', async () => {
    scriptApi(() => [
      409,
      {
        error: 'The email entered is already in use',
        code: 'EMAIL.ALREADY.IN.USE',
        fields: { Email: 'EMAIL.ALREADY.IN.USE' },
      },
    ]);
    await renderAt('/signup');
    await fill(italian);
    await userEvent.click(field(/^I accept the terms/));
    await userEvent.click(field(/^I accept the privacy/));
    await submit();
    await waitFor(() => expect(screen.getAllByText('The email entered is already in use')).toHaveLength(2));
    expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(useSession.getState().token).toBeNull();
  });
});
