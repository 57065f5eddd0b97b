// The user-management screen: list and role labels, the operator form's rules, own-account protection, the
// recovery and delete links with their confirmations and results, server errors.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@alfie/shared/session';
import UsersPage from './users-page.tsx';
import { renderIn } from '@alfie/shared/testing/render';
import { scriptApi, type Call } from '@alfie/shared/testing/script-api';
import { COUNTRIES, OPERATORS } from '../test-fixtures.ts';

type Responder = (call: Call) => [number, unknown] | undefined;
function serve(extra: Responder = () => undefined) {
  return scriptApi(
    (call) =>
      extra(call) ??
      (call.url === '/operator/alfie/operators'
        ? [200, OPERATORS]
        : call.url === '/system/alfie/get-cities'
          ? [200, COUNTRIES]
          : [200, true]),
  );
}
const user = () => userEvent.setup({ delay: null });
const form = () => screen.getAllByRole('region').find((r) => r.classList.contains('users-panel'))!;
const setField = (label: string, value: string) => {
  const input = within(form()).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(() => {
  useSession.setState({ user: { id: 1, email: 'admin@example.com', company: null }, role: 'operator-admin' });
});

async function openPage(locale: 'it' | 'en' | 'fr' = 'en') {
  await renderIn(locale, <UsersPage />);
  await screen.findByRole('table', { name: locale === 'en' ? 'Operators' : /.+/ });
}

it('lists operators with their role labels and a manage link each, in every language', async () => {
  serve();
  await openPage();
  const table = screen.getByRole('table', { name: 'Operators' });
  expect(within(table).getByText('Anna Admin').closest('tr')).toHaveTextContent('Full admin');
  expect(within(table).getByText('Oscar Operatore').closest('tr')).toHaveTextContent('User administration');
  expect(within(table).getByText('Rita Recruiter').closest('tr')).toHaveTextContent('Recruiting');
  expect(within(table).getAllByRole('button', { name: /^Manage / })).toHaveLength(3);
});

it('register: first and last name, e-mail and password patterns, role and country are checked', async () => {
  const calls = serve();
  await openPage();
  await user().click(screen.getByRole('button', { name: 'New operator' }));
  await user().click(within(form()).getByRole('button', { name: 'Register' }));
  // first name, last name, e-mail, password, role (the country rule waits for a role: admins have none)
  expect(await within(form()).findAllByText('required field')).toHaveLength(5);
  setField('E-mail', 'not-an-email');
  expect(await within(form()).findByText('invalid e-mail')).toBeInTheDocument();
  setField('Password', 'weak');
  expect(await within(form()).findByText(/^Invalid password/)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);
});

it('the country field hides for operator-admin; registering sends the account without a country', async () => {
  const calls = serve();
  await openPage();
  await user().click(screen.getByRole('button', { name: 'New operator' }));
  expect(within(form()).getByLabelText('Country')).toBeInTheDocument();
  fireEvent.change(within(form()).getByLabelText('Role'), { target: { value: 'operator-admin' } });
  expect(within(form()).queryByLabelText('Country')).toBeNull();
  setField('First name', 'Nina');
  setField('Last name', 'Nuova');
  setField('E-mail', 'nina@example.com');
  setField('Password', 'Nuova-Pass-1!');
  await user().click(within(form()).getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Register an operator' })).toBeNull());
  expect(calls.find((c) => c.method === 'post')).toMatchObject({
    url: '/operator/alfie/register-new-operator',
    data: {
      firstname: 'Nina',
      lastname: 'Nuova',
      email: 'nina@example.com',
      account: { username: 'nina@example.com', role: 'operator-admin', password: 'Nuova-Pass-1!' },
    },
  });
  expect((calls.find((c) => c.method === 'post')!.data as { account: object }).account).not.toHaveProperty(
    'country',
  );
  expect(calls.filter((c) => c.url === '/operator/alfie/operators')).toHaveLength(2);
});

it('a recruiter needs a country; a duplicate e-mail shows the server error in red on the form', async () => {
  serve((c) =>
    c.method === 'post'
      ? [
          409,
          {
            error: 'The email entered is already in use',
            code: 'EMAIL.ALREADY.IN.USE',
            fields: { email: 'EMAIL.ALREADY.IN.USE' },
          },
        ]
      : undefined,
  );
  await openPage();
  await user().click(screen.getByRole('button', { name: 'New operator' }));
  setField('First name', 'Rita');
  setField('Last name', 'Bis');
  setField('E-mail', 'recruiter@example.com');
  setField('Password', 'Nuova-Pass-1!');
  fireEvent.change(within(form()).getByLabelText('Role'), { target: { value: 'operator-recruiter' } });
  await user().click(within(form()).getByRole('button', { name: 'Register' }));
  expect(await within(form()).findByText('required field')).toBeInTheDocument();
  fireEvent.change(within(form()).getByLabelText('Country'), { target: { value: 'Italia' } });
  await user().click(within(form()).getByRole('button', { name: 'Register' }));
  const errors = await within(form()).findAllByText('The email entered is already in use');
  // Once, beside the field: not again at the foot of the form.
  expect(errors).toHaveLength(1);
  expect(errors[0]).toHaveClass('alfie-field-error');
});

it('edit hides e-mail and password, sends id and accountId, and offers recovery and delete for others', async () => {
  const calls = serve();
  await openPage();
  await user().click(screen.getByRole('button', { name: 'Manage Oscar Operatore' }));
  expect(within(form()).queryByLabelText('E-mail')).toBeNull();
  expect(within(form()).queryByLabelText('Password')).toBeNull();
  expect(within(form()).getByRole('button', { name: 'Password recovery' })).toBeInTheDocument();
  expect(within(form()).getByRole('button', { name: 'Delete operator' })).toBeInTheDocument();
  fireEvent.change(within(form()).getByLabelText('Role'), { target: { value: 'operator-recruiter' } });
  fireEvent.change(within(form()).getByLabelText('Country'), { target: { value: 'France' } });
  await user().click(within(form()).getByRole('button', { name: 'Save' }));
  expect(await within(form()).findByText('Data saved')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'post')).toMatchObject({
    url: '/operator/alfie/update-operator',
    data: {
      id: 2,
      accountId: 12,
      firstname: 'Oscar',
      lastname: 'Operatore',
      account: { id: 12, role: 'operator-recruiter', country: 'France' },
    },
  });
});

it("one's own account: no recovery or delete links and submit disabled", async () => {
  const calls = serve();
  await openPage();
  await user().click(screen.getByRole('button', { name: 'Manage Anna Admin' }));
  expect(
    within(form()).getByText('This is your own account: you cannot change it here.'),
  ).toBeInTheDocument();
  expect(within(form()).getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(within(form()).queryByRole('button', { name: 'Password recovery' })).toBeNull();
  expect(within(form()).queryByRole('button', { name: 'Delete operator' })).toBeNull();
  expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);
});

it('password recovery asks for confirmation, then says Email successfully sent or An error occurred', async () => {
  let ok = false;
  const calls = serve((c) =>
    c.url === '/operator/alfie/send-reset-password'
      ? ok
        ? [200, true]
        : [500, { code: 'SERVER.ERROR' }]
      : undefined,
  );
  await openPage();
  await user().click(screen.getByRole('button', { name: 'Manage Rita Recruiter' }));
  await user().click(within(form()).getByRole('button', { name: 'Password recovery' }));
  const dialog = screen.getByRole('dialog', { name: 'Password recovery' });
  expect(dialog).toHaveTextContent('recruiter@example.com');
  await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.url.includes('send-reset'))).toBe(false);
  await user().click(within(form()).getByRole('button', { name: 'Password recovery' }));
  await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  expect(await within(form()).findByText('An error occurred')).toBeInTheDocument();
  ok = true;
  await user().click(within(form()).getByRole('button', { name: 'Password recovery' }));
  await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  expect(await within(form()).findByText('Email successfully sent')).toBeInTheDocument();
  expect(calls.find((c) => c.url.includes('send-reset'))!.data).toEqual({ id: 3 });
});

it('delete asks for confirmation, then closes the form and reloads the list; failure says An error occurred', async () => {
  let ok = false;
  const calls = serve((c) =>
    c.url === '/operator/alfie/delete-operator'
      ? ok
        ? [200, true]
        : [403, { code: 'FORBIDDEN' }]
      : undefined,
  );
  await openPage();
  await user().click(screen.getByRole('button', { name: 'Manage Rita Recruiter' }));
  await user().click(within(form()).getByRole('button', { name: 'Delete operator' }));
  await user().click(
    within(screen.getByRole('dialog', { name: 'Delete operator' })).getByRole('button', { name: 'Confirm' }),
  );
  expect(await within(form()).findByText('An error occurred')).toBeInTheDocument();
  ok = true;
  await user().click(within(form()).getByRole('button', { name: 'Delete operator' }));
  await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: /Edit operator/ })).toBeNull());
  expect(calls.filter((c) => c.url === '/operator/alfie/delete-operator').at(-1)!.params).toEqual({ id: 3 });
  expect(calls.filter((c) => c.url === '/operator/alfie/operators')).toHaveLength(2);
});

it('a failed list shows the translated error with Retry', async () => {
  let fail = true;
  scriptApi((c) =>
    fail
      ? [500, { code: 'SERVER.ERROR' }]
      : c.url === '/operator/alfie/operators'
        ? [200, OPERATORS]
        : [200, COUNTRIES],
  );
  await renderIn('fr', <UsersPage />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  fail = false;
  await user().click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Gestion des utilisateurs' })).toBeInTheDocument();
});
