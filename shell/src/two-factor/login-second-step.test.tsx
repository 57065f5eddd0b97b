import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@alfie/shared/session';
import { scriptApi } from '@alfie/shared/testing/script-api';
import type { Call } from '@alfie/shared/testing/script-api';
import { fakeJwt } from '@alfie/shared/testing/jwt';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderAt, signOut } from '../app/test-utils.tsx';

jest.mock('../federation/remote-page.tsx', () => ({
  RemotePage: ({ module }: { module: string }) => <p>{module}</p>,
}));

beforeEach(signOut);

const where = () => screen.getByTestId('where').textContent;

const session = (role: string, extra: Record<string, unknown> = {}) => ({
  account: { token: fakeJwt(3600), role, accountType: 'Operator', id: 1, username: 'op@example.com' },
  currentUserId: 4,
  languages: [{ language: 'en' }],
  ...extra,
});

async function logIn() {
  await userEvent.type(screen.getByLabelText(/E-mail/), 'op@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login with two-factor on', () => {
  it('asks for the code after the password and signs in with challenge and code', async () => {
    const calls = scriptApi((call: Call) =>
      call.url === '/Auth/authenticate'
        ? [200, { twoFactorRequired: true, challenge: 'the-challenge' }]
        : [200, session('operator-user')],
    );
    await renderAt('/');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.type(screen.getByLabelText(/6-digit code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(where()).toBe('/richieste'));
    expect(calls[1]).toMatchObject({
      method: 'post',
      url: '/Auth/two-factor/verify',
      data: { challenge: 'the-challenge', code: '654321' },
    });
    expect(useSession.getState()).toMatchObject({ role: 'operator-user', user: { id: 4 } });
  });

  it('takes a recovery code instead, and shows a wrong code as such', async () => {
    let answers = 0;
    const calls = scriptApi((call: Call) => {
      if (call.url === '/Auth/authenticate') return [200, { twoFactorRequired: true, challenge: 'c' }];
      answers += 1;
      return answers === 1
        ? [401, { error: 'Invalid code', code: 'INVALID.CODE' }]
        : [200, session('operator-admin')];
    });
    await renderAt('/');
    await logIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText(/Recovery code/), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(where()).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(where()).toBe('/user-management'));
    expect(calls.slice(1).map((c) => c.data)).toEqual([
      { challenge: 'c', recoveryCode: 'abcdefghijklmnop' },
      { challenge: 'c', recoveryCode: 'abcdefghijklmnop' },
    ]);
  });

  it('an expired challenge says to log in again; back returns to the password form', async () => {
    scriptApi((call: Call) =>
      call.url === '/Auth/authenticate'
        ? [200, { twoFactorRequired: true, challenge: 'c' }]
        : [401, { error: 'x', code: 'TWO.FACTOR.CHALLENGE.EXPIRED' }],
    );
    await renderAt('/', { locale: 'it' });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'op@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await userEvent.type(await screen.findByLabelText(/Codice di 6 cifre/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La sessione di accesso è scaduta');
    await userEvent.click(screen.getByRole('button', { name: 'Torna al login' }));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('op@example.com');
  });

  it('an admin the policy requires to enrol lands on /two-factor', async () => {
    scriptApi((call: Call) => {
      if (call.url === '/Auth/authenticate')
        return [200, session('operator-admin', { twoFactorEnrolmentRequired: true })];
      // The enrolment page of an admin shows the roles' policy too.
      if (call.url.endsWith('/two-factor-policy'))
        return [200, { roles: [{ role: 'operator-admin', required: true }] }];
      return [200, { enabled: false, required: true, recoveryCodesLeft: 0 }];
    });
    await renderAt('/');
    await logIn();
    await waitFor(() => expect(where()).toBe('/two-factor'));
    expect(useSession.getState().role).toBe('operator-admin');
  });
});
