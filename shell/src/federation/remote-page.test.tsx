import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace, i18n, initI18n } from '@alfie/shared/i18n';
import { outsideAct } from '@alfie/shared/testing/outside-act';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fallbackPlugin } from './fallback-plugin.ts';
import { preloadRemotePage } from './load-remote-page.ts';
import { RemotePage } from './remote-page.tsx';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn() }));
// The share scope the shell's build generates (tooling/webpack/host-share-scope.mjs).
jest.mock('virtual:alfie-federation-host', () => ({ shared: {} }), { virtual: true });
const loadRemoteMock = loadRemote as jest.Mock;

function Pricing() {
  return <h1>pricing</h1>;
}

/** What the fallback plugin hands back when a remote cannot be loaded. */
async function unavailable() {
  const hook = fallbackPlugin().errorLoadRemote as (args: object) => Promise<unknown> | unknown;
  return hook({ id: 'mfe_pricing/PricingPage', error: new Error('dead'), lifecycle: 'onLoad' });
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('renders the exposed page with its props', async () => {
  const Requests = ({ type }: { type?: string }) => <h1>{`${type} requests`}</h1>;
  loadRemoteMock.mockResolvedValue({ default: Requests });
  render(<RemotePage remote="mfe_requests" module="RequestsPage" props={{ type: 'consumer' }} />);
  expect(await screen.findByRole('heading', { name: 'consumer requests' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('mfe_requests/RequestsPage');
});

it("shows the page as soon as its module is here, not after React's 300 ms wait behind a Suspense fallback", async () => {
  loadRemoteMock.mockResolvedValue({ default: Pricing });
  // Outside act(), as in the browser: act() makes React skip that wait.
  await outsideAct(async () => {
    const view = render(<RemotePage remote="mfe_pricing" module="PricingPage" />);
    // React's own tasks run before a timer that is due later; 100 ms is well under the 300 ms of its wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { name: 'pricing' })).toBeInTheDocument();
    view.unmount();
  });
});

it('shows a remote page once its strings are here in the language shown, never in Italian first', async () => {
  let deliver: ((strings: Record<string, string>) => void) | undefined;
  // Read straight from i18next: react-i18next's own wait for a namespace is not what is tested.
  const Titled = () => <h1>{i18n.t('title', { ns: 'late' })}</h1>;
  loadRemoteMock.mockImplementation(() => {
    // What a remote's namespace.ts does as its page's module is evaluated: Italian with it, English fetched.
    addNamespace('late', { it: { title: 'Prezzi' } }, () => new Promise((resolve) => (deliver = resolve)));
    return Promise.resolve({ default: Titled });
  });
  render(<RemotePage remote="mfe_pricing" module="PricingPage" />);
  await waitFor(() => expect(deliver).toBeDefined());
  // Time for the lazy page to render, had it not waited for its strings.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByRole('heading')).toBeNull();
  act(() => deliver!({ title: 'Prices' }));
  expect(await screen.findByRole('heading', { name: 'Prices' })).toBeInTheDocument();
});

it('shows the unavailable panel for a dead remote, and Retry loads it again', async () => {
  loadRemoteMock.mockResolvedValueOnce(await unavailable()).mockResolvedValueOnce({ default: Pricing });
  render(<RemotePage remote="mfe_pricing" module="PricingPage" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable right now.');

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'pricing' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

it('shows the panel when the remote page crashes while rendering', async () => {
  const Broken = () => {
    throw new Error('boom');
  };
  loadRemoteMock.mockResolvedValue({ default: Broken });
  render(<RemotePage remote="mfe_users" module="UsersPage" />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('shows the panel when the module has no default export', async () => {
  loadRemoteMock.mockResolvedValue({});
  render(<RemotePage remote="mfe_users" module="UsersPage" />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});

it('takes the page preloaded before the render, once; a Retry loads afresh', async () => {
  loadRemoteMock.mockResolvedValueOnce(await unavailable()).mockResolvedValueOnce({ default: Pricing });
  preloadRemotePage('mfe_pricing', 'PricingPage');
  preloadRemotePage('mfe_pricing', 'PricingPage');

  render(<RemotePage remote="mfe_pricing" module="PricingPage" />);
  // One load for the two preloads and the render, which took its answer (the dead remote).
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'pricing' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

it("starts the preloaded page's own first calls (its preload, with the route's props) as soon as its module is here", async () => {
  const pagePreload = jest.fn();
  loadRemoteMock.mockResolvedValueOnce({ default: Pricing, preload: pagePreload });
  preloadRemotePage('mfe_requests', 'RequestsPage', { type: 'consumer' });
  await waitFor(() => expect(pagePreload).toHaveBeenCalledWith({ type: 'consumer' }));

  // A preload that throws costs only the head start: the page still renders.
  loadRemoteMock.mockResolvedValueOnce({
    default: Pricing,
    preload: () => {
      throw new Error('boom');
    },
  });
  preloadRemotePage('mfe_pricing', 'PricingPage');
  render(<RemotePage remote="mfe_pricing" module="PricingPage" />);
  expect(await screen.findByRole('heading', { name: 'pricing' })).toBeInTheDocument();
  expect(console.warn).toHaveBeenCalled();
});
