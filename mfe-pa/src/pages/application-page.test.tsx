// The public application: every field of the shared schema, its rules on blur and submit, the privacy modal, the
// call and its answer (thank-you screen, or the server's refusal in the current language), the city list failing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi, type Call } from '@alfie/shared/testing/script-api';
import { COUNTRIES } from '../test-fixtures.ts';
import ApplicationPage from './application-page.tsx';

// A long form typed field by field, and axe three times: slow on a busy machine.
jest.setTimeout(30_000);

type Responder = (call: Call) => [number, unknown] | undefined;
const serve = (extra: Responder = () => undefined) =>
  scriptApi((call) => extra(call) ?? (call.method === 'post' ? [200, { id: 41 }] : [200, COUNTRIES]));
const user = () => userEvent.setup({ delay: null });
const setField = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

// The first render of a run compiles the form's modules: more than the default second on a busy machine.
const citiesShown = () => screen.findByRole('checkbox', { name: 'Paris' }, { timeout: 10_000 });

async function open(locale: 'it' | 'en' | 'fr' = 'en') {
  await renderPage(<ApplicationPage />, '/candidatura', locale);
  await citiesShown();
}

async function fillValid() {
  setField('First name', 'Giulia');
  setField('Last name', 'Rossi');
  setField('E-mail', 'giulia.rossi@example.com');
  setField('Mobile', '+39 333 1234567');
  setField('Town where you live', 'Milano');
  setField('Date of birth', '1990-04-12');
  setField('Current job (optional)', 'Hostess - Alfie');
  await user().click(screen.getByRole('checkbox', { name: 'English' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Level of English' }), { target: { value: '100' } });
  await user().click(screen.getByRole('checkbox', { name: 'Italian' }));
  await user().click(screen.getByRole('button', { name: 'Add a vehicle' }));
  const vehicle = screen.getByRole('group', { name: 'Vehicle 1' });
  fireEvent.change(within(vehicle).getByLabelText('Type'), { target: { value: 'carType3' } });
  fireEvent.change(within(vehicle).getByLabelText('Brand'), { target: { value: 'Fiat' } });
  fireEvent.change(within(vehicle).getByLabelText('Model'), { target: { value: 'Tipo' } });
  fireEvent.change(within(vehicle).getByLabelText('Year of registration'), { target: { value: '2019' } });
  await user().click(screen.getByRole('checkbox', { name: 'Milano' }));
  await user().click(screen.getByRole('checkbox', { name: 'Paris' }));
  await user().click(screen.getByRole('checkbox', { name: 'I accept the privacy policy' }));
}

it.each(['it', 'en', 'fr'] as const)('is axe clean in %s', async (locale) => {
  serve();
  await open(locale);
  expect(await seriousViolations()).toEqual([]);
});

it('shows every field and the cities by country from the public list', async () => {
  const calls = serve();
  await open();
  expect(calls[0]).toMatchObject({ method: 'get', url: '/PersonalAssistant/alfie/apply-cities' });
  for (const label of ['First name', 'Last name', 'E-mail', 'Mobile', 'Town where you live', 'Date of birth'])
    expect(screen.getByLabelText(label)).toBeRequired();
  expect(screen.getByLabelText('Other phone (optional)')).not.toBeRequired();
  expect(screen.getByLabelText('Language of our e-mails')).toHaveValue('en');
  const italia = screen.getByRole('group', { name: 'Italia' });
  expect(
    within(italia)
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')!.textContent),
  ).toEqual(['Milano', 'Roma']);
});

it('submit checks every rule of the shared schema and sends nothing', async () => {
  const calls = serve();
  await open();
  await user().click(screen.getByRole('button', { name: 'Send the application' }));
  // first name, last name, e-mail, mobile, town, birthdate
  expect(await screen.findAllByText('required field')).toHaveLength(6);
  expect(await screen.findAllByText('Select at least one the fields')).toHaveLength(2);
  expect(screen.getByText('To apply you must accept the privacy policy')).toBeInTheDocument();
  expect(screen.getByLabelText('First name')).toHaveFocus();
  expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);
});

it('checks a field on blur: e-mail format and an adult birthdate', async () => {
  serve();
  await open();
  setField('E-mail', 'not-an-email');
  expect(await screen.findByText('invalid e-mail')).toBeInTheDocument();
  const year = new Date().getUTCFullYear() - 17;
  setField('Date of birth', `${year}-01-01`);
  expect(await screen.findByText('You must be at least 18 years old')).toBeInTheDocument();
  expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
});

it('sends the application as the schema outputs it, then thanks the candidate', async () => {
  const calls = serve();
  await open();
  await fillValid();
  await user().click(screen.getByRole('button', { name: 'Send the application' }));
  const heading = await screen.findByRole('heading', { name: 'Thank you for your application!' });
  expect(heading).toHaveFocus();
  expect(screen.getByText(/write to giulia\.rossi@example\.com/)).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'post')).toEqual(
    expect.objectContaining({
      url: '/PersonalAssistant/alfie/apply',
      data: {
        firstname: 'Giulia',
        lastname: 'Rossi',
        email: 'giulia.rossi@example.com',
        phone: '',
        mobile: '+39 333 1234567',
        homeTown: 'Milano',
        birthdate: '1990-04-12',
        job: 'Hostess - Alfie',
        hobby: '',
        languagesSpoken: [
          { culture: 'en', knowledgeLevel: 100 },
          { culture: 'it', knowledgeLevel: 80 },
        ],
        vehicles: [{ vehicleType: 'carType3', brand: 'Fiat', model: 'Tipo', registrationYear: 2019 }],
        cityIds: [11, 21],
        language: 'en',
        privacy: true,
      },
    }),
  );
  await user().click(screen.getByRole('link', { name: 'Back to login' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

it('a second application with the same e-mail shows the refusal on the field, in French', async () => {
  serve((c) =>
    c.method === 'post'
      ? [409, { error: 'An application with this e-mail already exists', code: 'APPLICATION.EMAIL.IN.USE' }]
      : undefined,
  );
  await open('fr');
  setField('Prénom', 'Giulia');
  setField('Nom', 'Rossi');
  setField('E-mail', 'giulia.rossi@example.com');
  setField('Portable', '+39 333 1234567');
  setField('Ville où vous habitez', 'Milano');
  setField('Date de naissance', '1990-04-12');
  await user().click(screen.getByRole('checkbox', { name: 'Italien' }));
  await user().click(screen.getByRole('checkbox', { name: 'Milano' }));
  await user().click(screen.getByRole('checkbox', { name: /J’accepte la politique|J'accepte la politique/ }));
  await user().click(screen.getByRole('button', { name: 'Envoyer la candidature' }));
  const messages = await screen.findAllByText('Une candidature avec cet e-mail existe déjà');
  expect(messages.some((m) => m.closest('.alfie-field'))).toBe(true);
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('heading', { name: /Merci/ })).toBeNull();
});

it('opens the privacy policy of the current language in a modal', async () => {
  serve();
  await open();
  await user().click(screen.getByRole('button', { name: 'Read the privacy policy' }));
  const dialog = screen.getByRole('dialog', { name: 'Privacy policy' });
  expect(within(dialog).getByTitle('Privacy policy')).toHaveAttribute('src', '/legal/en/privacy.pdf');
  await user().keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('a failed city list says so with Retry, and Retry loads it', async () => {
  let fail = true;
  scriptApi(() => (fail ? [500, { code: 'SERVER.ERROR' }] : [200, COUNTRIES]));
  await renderPage(<ApplicationPage />, '/candidatura', 'en');
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  fail = false;
  await user().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('checkbox', { name: 'Roma' })).toBeInTheDocument();
});
