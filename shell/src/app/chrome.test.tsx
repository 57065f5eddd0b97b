import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';
import { COMPANY_ADDRESS, CONTACT_EMAIL } from '@alfie/shared/contracts/constants';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { renderAt, signIn, signOut } from './test-utils.tsx';
import { menuFor } from './menu-items.ts';
import { useLocaleSync } from './locale-sync.ts';
import { render } from '@testing-library/react';

jest.mock('../federation/remote-page.tsx', () => ({ RemotePage: () => <p>remote</p> }));

beforeEach(signOut);

describe('role menu (docs/product.md §2)', () => {
  it.each([
    ['customer', ['/landing-richiesta', '/richieste-customer', '/profile']],
    [
      'operator-user',
      [
        '/richieste-consumer',
        '/richieste',
        '/dispatch-board',
        '/chiusura-servizi',
        '/new-companies',
        '/two-factor',
      ],
    ],
    ['operator-recruiter', ['/nuovi-PA', '/two-factor']],
    ['personal-assistant', ['/pa', '/pa-offers', '/pa-assignments']],
    [
      'operator',
      [
        '/richieste-consumer',
        '/richieste',
        '/dispatch-board',
        '/chiusura-servizi',
        '/nuovi-PA',
        '/new-companies',
        '/two-factor',
      ],
    ],
    [
      'operator-admin',
      [
        '/richieste-consumer',
        '/richieste',
        '/dispatch-board',
        '/chiusura-servizi',
        '/nuovi-PA',
        '/new-companies',
        '/pricing',
        '/user-management',
        '/two-factor',
      ],
    ],
  ] as const)('%s sees %j', (role, paths) => {
    expect(menuFor(role).map((i) => i.path)).toEqual(paths);
  });

  it('opens from the menu button and lists translated links', async () => {
    signIn('customer');
    await renderAt('/profile', { locale: 'it' });
    const button = screen.getByRole('button', { name: /Menu/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Nuova richiesta', 'Le mie prenotazioni', 'Profilo']);
  });
});

describe('header and footer', () => {
  it('without a session: logo to /, language picker, no menu or logout', async () => {
    await renderAt('/signup');
    expect(screen.getByRole('link', { name: 'Alfie, home page' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Menu/ })).toBeNull();
  });

  it('footer has the Milan address and the contact e-mail', async () => {
    await renderAt('/signup');
    expect(screen.getByText(COMPANY_ADDRESS)).toHaveTextContent('Milano');
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
  });

  it.each([
    ['en', 'Two-factor sign-in'],
    ['it', 'Accesso in due passaggi'],
    ['fr', 'Connexion en deux étapes'],
  ] as const)('the two-factor page has its header title (%s)', async (locale, title) => {
    // The page's own status call stays pending: only the header is under test.
    scriptApi(() => new Promise(() => undefined));
    signIn('operator-user');
    const { container } = await renderAt('/two-factor', { locale });
    expect(container.querySelector('.shell-title')).toHaveTextContent(title);
  });

  it('logout clears the session', async () => {
    const logout = jest.fn();
    signIn('operator-admin');
    useSession.setState({ logout });
    await renderAt('/pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalled();
  });
});

describe('language picker', () => {
  function Synced() {
    useLocaleSync();
    return null;
  }

  it('without a token switches locally, and i18n and <html lang> follow', async () => {
    const calls = scriptApi(() => [200, true]);
    render(<Synced />);
    await renderAt('/signup');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(document.documentElement.lang).toBe('fr');
    expect(useSession.getState().locale).toBe('fr');
    // The signup page loads its countries; the language itself is not sent to the server.
    expect(calls.filter((c) => /change-language/i.test(c.url))).toHaveLength(0);
  });

  it('with a token asks the server and switches on a truthy answer', async () => {
    const calls = scriptApi(() => [200, true]);
    signIn('operator-admin');
    await renderAt('/pricing');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'it');
    await waitFor(() => expect(useSession.getState().locale).toBe('it'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'post',
        url: '/request/alfie/change-language',
        data: { Language: 'it' },
      }),
    ]);
  });

  it.each([
    [200, false],
    [200, null],
    [500, { error: 'x' }],
  ])('with a token keeps the locale when the server answers %i %j', async (status, body) => {
    const calls = scriptApi(() => [status, body]);
    signIn('operator-admin');
    await renderAt('/pricing');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Language')).toBeEnabled());
    expect(useSession.getState().locale).toBe('en');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
  });
});
