import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@alfie/shared/i18n';
import type * as RouterModule from 'react-router-dom';
import { renderAt, signIn, signOut } from './test-utils.tsx';

// A remote page that writes the address's search, as the dashboards' filters and sorts do, or goes to another page.
jest.mock('../federation/remote-page.tsx', () => {
  const { useNavigate, useSearchParams } = jest.requireActual<typeof RouterModule>('react-router-dom');
  return {
    RemotePage: () => {
      const [params, setParams] = useSearchParams();
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => setParams({ sort: `${Number(params.get('sort') ?? 0) + 1}` })}>
            sort
          </button>
          <button type="button" onClick={() => navigate('/richieste-consumer?sort=1')}>
            consumer
          </button>
        </>
      );
    },
  };
});

beforeEach(signOut);
afterEach(() => jest.restoreAllMocks());

/** The header's own translations asked for since the spy was set (each render of it asks for them). */
const headerTranslations = (t: jest.SpyInstance) =>
  t.mock.calls.filter(([key]) => typeof key === 'string' && key.startsWith('HEADER.')).length;

describe('header on an address change', () => {
  it('is not rendered again when only the search changes, and is when the path does', async () => {
    signIn('operator');
    await renderAt('/richieste');
    await userEvent.click(screen.getByRole('button', { name: /Menu/ }));
    const t = jest.spyOn(i18n, 't');

    await userEvent.click(screen.getByRole('button', { name: 'sort' }));
    await userEvent.click(screen.getByRole('button', { name: 'sort' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/richieste?sort=2');
    expect(headerTranslations(t)).toBe(0);
    // The open menu stays open on the same page, and still marks the page shown.
    const nav = screen.getByRole('navigation');
    expect(nav).toBeVisible();
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/richieste');

    await userEvent.click(screen.getByRole('button', { name: 'consumer' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/richieste-consumer?sort=1');
    expect(headerTranslations(t)).toBeGreaterThan(0);
    // Another page: the menu closes, and marks that page.
    expect(screen.getByRole('navigation', { hidden: true })).not.toBeVisible();
    expect(
      within(screen.getByRole('navigation', { hidden: true })).getByRole('link', {
        current: 'page',
        hidden: true,
      }),
    ).toHaveAttribute('href', '/richieste-consumer');
  });
});
