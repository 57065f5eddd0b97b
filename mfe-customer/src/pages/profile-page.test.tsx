import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@alfie/shared/session';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { CUSTOMER } from '../new-request/fixtures.ts';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import ProfilePage from './profile-page.tsx';

describe('profile', () => {
  it('shows the company data, the legal documents and the support e-mail', async () => {
    scriptApi(() => [200, CUSTOMER]);
    await renderPage(<ProfilePage />, '/profile');
    expect(await screen.findByText('Acme S.p.A.')).toBeInTheDocument();
    for (const v of [
      'Italia',
      '20121',
      'IT12345678901',
      'M5UXCR1',
      'admin@acme.example.com',
      'Milano',
      'Via Torino 1',
      '12345678901',
    ])
      expect(screen.getByText(v)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy policy' }));
    expect(screen.getByTitle('Privacy policy')).toHaveAttribute('src', '/legal/en/privacy.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('link', { name: 'support@alfie.example.com' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('deletes the profile after a confirmation saying what is kept and erased, then logs out', async () => {
    const logout = jest.fn();
    useSession.setState({ logout });
    const calls = scriptApi((call) => (call.url.includes('delete-customer') ? [200, true] : [200, CUSTOMER]));
    await renderPage(<ProfilePage />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete profile' }));
    expect(screen.getByText(/^Erased:/)).toBeInTheDocument();
    expect(screen.getByText(/^Kept for accounting:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my profile' }));
    await waitFor(() => expect(logout).toHaveBeenCalledWith({ redirectTo: '/' }));
    expect(calls.at(-1)).toMatchObject({ url: '/customer/alfie/delete-customer', params: { id: 7 } });
  });
});
