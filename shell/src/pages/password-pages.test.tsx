import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@alfie/shared/session';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { renderAt, signOut } from '../app/test-utils.tsx';

jest.mock('../federation/remote-page.tsx', () => ({ RemotePage: () => null }));

beforeEach(signOut);

const where = () => screen.getByTestId('where').textContent;

describe('password recovery', () => {
  it('checks the e-mail', async () => {
    const calls = scriptApi(() => [200, {}]);
    await renderAt('/recupero-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('required field')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('invalid e-mail')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for the reset without a role (customers and operators alike) and confirms in a modal that leads back to /', async () => {
    const calls = scriptApi(() => [200, true]);
    await renderAt('/recupero-password');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'customer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(calls[0]).toMatchObject({
      url: '/Auth/generateresetpasswordtoken',
      params: { username: 'customer@example.com' },
    });
    // A role would hide operator accounts from the API's search for the address.
    expect(calls[0]!.params).not.toHaveProperty('role');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(where()).toBe('/');
  });

  it('shows an error when the call fails', async () => {
    scriptApi(() => [500, { error: 'boom' }]);
    await renderAt('/recupero-password');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'customer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });
});

describe('reset password', () => {
  it('sends the token of the query with the new password and offers to go to login', async () => {
    const calls = scriptApi(() => [200, {}]);
    await renderAt('/reset-password?token=abc123');
    const input = screen.getByLabelText(/New password/);
    expect(input).toHaveAccessibleDescription(/At least 8 characters/);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'Abcdef1!');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('dialog', { name: 'Password reset successful' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'post',
      url: '/Auth/resetpassword',
      data: { token: 'abc123', password: 'Abcdef1!' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Go to login' }));
    expect(where()).toBe('/');
  });

  it('checks the password rule before calling', async () => {
    const calls = scriptApi(() => [200, {}]);
    await renderAt('/reset-password?token=abc');
    await userEvent.type(screen.getByLabelText(/New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(screen.getByText(/Invalid password/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('marks the field with the error when the server refuses', async () => {
    scriptApi(() => [400, { error: 'The reset link is invalid or has expired', code: 'AUTH.TOKEN.INVALID' }]);
    await renderAt('/reset-password?token=old');
    const input = screen.getByLabelText(/New password/);
    await userEvent.type(input, 'Abcdef1!');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The reset link is invalid or has expired')).toBeInTheDocument();
  });
});

describe('thank-you after signup', () => {
  const summary = {
    company: 'ACME',
    email: 'a@b.it',
    country: 'France',
    city: 'Paris',
    cap: '75001',
    street: 'Rue 1',
    pIva: 'FR123456789',
    sdi: '',
  };

  it('clears the stored token and role on load and shows pIva but not an empty sdi', async () => {
    useSession.setState({ token: 'true', role: 'customer' });
    await renderAt('/ty-signup', { state: summary });
    expect(useSession.getState()).toMatchObject({ token: null, role: null });
    expect(screen.getByText('We will activate your account shortly.')).toBeInTheDocument();
    expect(screen.getByText('FR123456789')).toBeInTheDocument();
    expect(screen.queryByText('SDI code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(where()).toBe('/');
  });
});
