import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scriptApi } from '@alfie/shared/testing/script-api';
import type { Call } from '@alfie/shared/testing/script-api';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { fakeJwt } from '@alfie/shared/testing/jwt';
import { useSession } from '@alfie/shared/session';
import { renderAt, signIn, signOut } from '../app/test-utils.tsx';

jest.mock('../federation/remote-page.tsx', () => ({
  RemotePage: ({ module }: { module: string }) => <p>{module}</p>,
}));

beforeEach(signOut);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Alfie:op%40example.com?issuer=Alfie&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${String.fromCharCode(97 + i)}${i + 2}`);

type Status = { enabled: boolean; required: boolean; recoveryCodesLeft: number };

/** The tokens the fake server answers: enable and disable end the earlier ones. */
const AFTER_ENABLE = fakeJwt(3600, Date.now(), { ver: 2 });
const AFTER_DISABLE = fakeJwt(3600, Date.now(), { ver: 3 });

/** A fake API with the state the page changes; `policy` is answered to operator-admin calls. */
function fakeServer(initial: Status) {
  let status = { ...initial };
  let policyRequired = false;
  const calls = scriptApi((call: Call) => {
    const url = call.url.toLowerCase();
    if (url.endsWith('/two-factor/status')) return [200, status];
    if (url.endsWith('/two-factor/setup')) return [200, { secret: SECRET, otpauthUri: URI }];
    if (url.endsWith('/two-factor/enable')) {
      if ((call.data as { code: string }).code !== '123456')
        return [400, { error: 'x', code: 'INVALID.CODE' }];
      status = { ...status, enabled: true, recoveryCodesLeft: 10 };
      return [200, { recoveryCodes: CODES, token: AFTER_ENABLE }];
    }
    if (url.endsWith('/two-factor/disable')) {
      status = { ...status, enabled: false, recoveryCodesLeft: 0 };
      return [200, { token: AFTER_DISABLE }];
    }
    if (url.endsWith('/two-factor-policy')) {
      if (call.method === 'post') policyRequired = (call.data as { required: boolean }).required;
      const roles = ['operator-user', 'operator-recruiter', 'operator-admin', 'operator'].map((role) => ({
        role,
        required: role === 'operator-admin' && policyRequired,
      }));
      return [200, { roles }];
    }
    return [404, {}];
  });
  return calls;
}

describe('/two-factor', () => {
  it('an operator sets it up: QR code, key and link as text, a right code, then the recovery codes once', async () => {
    const calls = fakeServer({ enabled: false, required: false, recoveryCodesLeft: 0 });
    signIn('operator-user');
    await renderAt('/two-factor');
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code for the authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(URI)).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);

    const field = screen.getByLabelText(/6-digit code/);
    await userEvent.type(field, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/enable'))).toHaveLength(0);

    await userEvent.type(field, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    // The earlier token ended on the server: the session goes on with the one enable answered.
    expect(useSession.getState().token).toBe(AFTER_ENABLE);
    expect(calls.filter((c) => c.url.endsWith('/enable')).map((c) => c.data)).toEqual([
      { code: '123459' },
      { code: '123456' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Recovery codes left: 10')).toBeInTheDocument();
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(screen.queryByTestId('two-factor-secret')).not.toBeInTheDocument();
  });

  it('turns it off with a recovery code', async () => {
    const calls = fakeServer({ enabled: true, required: false, recoveryCodesLeft: 7 });
    signIn('operator-recruiter');
    await renderAt('/two-factor', { locale: 'fr' });
    expect(await screen.findByText('Codes de récupération restants : 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser plutôt un code de récupération' }));
    await userEvent.type(screen.getByLabelText(/Code de récupération/), 'ABCD EFGH IJKL MNOP');
    await userEvent.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('La connexion en deux étapes a été désactivée.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/disable'))?.data).toEqual({ recoveryCode: 'abcdefghijklmnop' });
    expect(useSession.getState().token).toBe(AFTER_DISABLE);
  });

  it('says so when the role requires it, in Italian', async () => {
    fakeServer({ enabled: false, required: true, recoveryCodesLeft: 0 });
    signIn('operator-user');
    await renderAt('/two-factor', { locale: 'it' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il tuo ruolo richiede l’accesso in due passaggi: configuralo ora.',
    );
    expect(
      screen.queryByRole('heading', { name: 'Regole di accesso in due passaggi' }),
    ).not.toBeInTheDocument();
  });

  it('operator-admin sees the policy and requires two-factor for full admins', async () => {
    const calls = fakeServer({ enabled: false, required: false, recoveryCodesLeft: 0 });
    signIn('operator-admin');
    await renderAt('/two-factor');
    const box = await screen.findByRole('checkbox', { name: 'Full admin' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText('Policy saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Full admin' })).toBeChecked());
    expect(calls.filter((c) => c.method === 'post').map((c) => c.data)).toEqual([
      { role: 'operator-admin', required: true },
    ]);
  });

  it('a session told to enrol is kept on /two-factor without the policy until enable answers a full token', async () => {
    const calls = fakeServer({ enabled: false, required: true, recoveryCodesLeft: 0 });
    signIn('operator-admin', fakeJwt(3600, Date.now(), { tfa: 'enrol' }));
    await renderAt('/user-management');
    expect(screen.getByTestId('where')).toHaveTextContent('/two-factor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role requires two-factor sign-in');
    expect(screen.queryByRole('heading', { name: 'Two-factor policy' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.type(await screen.findByLabelText(/6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor policy' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Full admin' })).not.toBeChecked();
    expect(useSession.getState().token).toBe(AFTER_ENABLE);
    // No call of the policy was made with the pending token.
    const firstPolicy = calls.findIndex((c) => c.url.endsWith('/two-factor-policy'));
    expect(firstPolicy).toBeGreaterThan(calls.findIndex((c) => c.url.endsWith('/enable')));
  });

  it('a failed status load offers Retry', async () => {
    let fail = true;
    scriptApi(() => (fail ? [500, {}] : [200, { enabled: false, required: false, recoveryCodesLeft: 0 }]));
    signIn('operator');
    await renderAt('/two-factor');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
  });

  it('customers and visitors are sent to /', async () => {
    signIn('customer');
    await renderAt('/two-factor');
    expect(screen.getByTestId('where')).toHaveTextContent('/landing-richiesta');
  });

  it('visitors without a session are sent to the login', async () => {
    await renderAt('/two-factor');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
