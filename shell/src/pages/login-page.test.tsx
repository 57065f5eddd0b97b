import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@alfie/shared/session';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { fakeJwt } from '@alfie/shared/testing/jwt';
import { renderAt, signOut } from '../app/test-utils.tsx';
import { seriousViolations } from '@alfie/shared/testing/axe';

jest.mock('../federation/remote-page.tsx', () => ({
  RemotePage: ({ module }: { module: string }) => <p>{module}</p>,
}));

beforeEach(signOut);

const where = () => screen.getByTestId('where').textContent;

async function logIn(email = 'admin@example.com', password = 'Demo-2026!') {
  await userEvent.type(screen.getByLabelText(/E-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const answer = (role: string, language = 'en') => ({
  account: { token: fakeJwt(3600), role, accountType: 'Operator', id: 1, username: 'admin@example.com' },
  currentUserId: 9,
  languages: [{ language }],
});

describe('login page', () => {
  it('has labelled fields and links to signup, password recovery and the PA application', async () => {
    await renderAt('/');
    expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Work with us' })).toHaveAttribute('href', '/candidatura');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/recupero-password',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('both fields are required', async () => {
    const calls = scriptApi(() => [200, {}]);
    await renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('required field')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['customer', '/landing-richiesta'],
    ['operator-user', '/richieste'],
    ['operator-recruiter', '/nuovi-PA'],
    ['operator-admin', '/user-management'],
    ['operator', '/user-management'],
    ['personal-assistant', '/pa'],
  ])('a %s lands on %s', async (role, home) => {
    const calls = scriptApi(() => [200, answer(role)]);
    await renderAt('/');
    await logIn();
    await waitFor(() => expect(where()).toBe(home));
    expect(calls[0]).toMatchObject({
      method: 'post',
      url: '/Auth/authenticate',
      data: { username: 'admin@example.com', password: 'Demo-2026!' },
    });
    expect(useSession.getState()).toMatchObject({ role, user: { id: 9 } });
  });

  it('an account that chose French stays in French after login', async () => {
    scriptApi(() => [200, answer('operator-user', 'fr')]);
    await renderAt('/');
    await logIn();
    await waitFor(() => expect(where()).toBe('/richieste'));
    expect(useSession.getState().locale).toBe('fr');
  });

  it('wrong credentials say so and keep the user on the login', async () => {
    scriptApi(() => [
      401,
      { error: 'The password or email is wrong', code: 'AUTH.VALIDATION.INVALID_LOGIN' },
    ]);
    await renderAt('/');
    await logIn('a@b.it', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('The password or email is wrong');
    expect(where()).toBe('/');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('an unknown role says "wrong user type" and stores nothing', async () => {
    scriptApi(() => [200, answer('chauffeur')]);
    await renderAt('/');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('wrong user type');
    expect(useSession.getState()).toMatchObject({ token: null, role: null, user: null });
  });

  it('shows the errors in Italian too', async () => {
    scriptApi(() => [401, { error: 'x', code: 'AUTH.VALIDATION.INVALID_LOGIN' }]);
    await renderAt('/', { locale: 'it' });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b.it');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La password o l’e-mail non sono corrette');
  });
});
