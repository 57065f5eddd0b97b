// Open requests: the fit at a glance, offer and withdraw with their outcome, the server's refusal (409) in the
// current language, paging with Show more, loader and error with Retry, axe in three languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi, type Answer, type Call } from '@alfie/shared/testing/script-api';
import { openItem } from '../test-fixtures.ts';
import OpenRequestsPage from './open-requests-page.tsx';

jest.setTimeout(30_000);

const user = () => userEvent.setup({ delay: null });
const FIRST = [
  openItem(1),
  openItem(2, { offered: true, fit: { languages: false, vehicle: true, city: true } }),
];

function serve(extra: (call: Call) => Answer | undefined = () => undefined) {
  return scriptApi(
    (call) =>
      extra(call) ??
      (call.url === '/pa/alfie/open-requests'
        ? call.params?.cursor
          ? [200, [openItem(3)], { 'x-total-count': '3' }]
          : [200, FIRST, { 'x-total-count': '3', 'x-next-cursor': 'c1' }]
        : [
            200,
            {
              requestId: (call.data as { requestId: number }).requestId,
              offered: call.url.endsWith('/offer'),
            },
          ]),
  );
}
const card = (n: number) => screen.getAllByRole('article')[n]!;

async function open(locale: 'it' | 'en' | 'fr' = 'en') {
  await renderPage(<OpenRequestsPage />, '/pa', locale);
  await screen.findAllByRole('article', {}, { timeout: 10_000 });
}

it.each(['it', 'en', 'fr'] as const)('is axe clean in %s', async (locale) => {
  serve();
  await open(locale);
  expect(await seriousViolations()).toEqual([]);
});

it('shows each request with its fit in words, what it asks, and a page count', async () => {
  const calls = serve();
  await open();
  expect(calls[0]).toMatchObject({ url: '/pa/alfie/open-requests', params: { limit: 20 } });
  expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
  const fit = within(card(0)).getByRole('list', { name: 'Your fit' });
  expect(fit).toHaveTextContent('Languages: matches your profile');
  expect(fit).toHaveTextContent('Vehicle: does not match your profile');
  expect(fit).toHaveTextContent('City: matches your profile');
  expect(card(0)).toHaveTextContent('Milano, Malpensa → Milano, Via Torino 5');
  expect(card(0)).toHaveTextContent('Languages askedEnglish, French');
  expect(card(0)).toHaveTextContent('Vehicle askedCity car');
  expect(card(0)).toHaveTextContent('Your payment€80.00');
  expect(within(card(0)).getByRole('button', { name: 'Offer my availability' })).toBeInTheDocument();
  expect(within(card(1)).getByText('You offered your availability.')).toBeInTheDocument();
  expect(within(card(1)).getByRole('button', { name: 'Withdraw my offer' })).toBeInTheDocument();
});

it('offers, then withdraws, each with its call and outcome', async () => {
  const calls = serve();
  await open();
  await user().click(within(card(0)).getByRole('button', { name: 'Offer my availability' }));
  expect(await within(card(0)).findByText('Availability sent to the operators.')).toBeInTheDocument();
  expect(calls.at(-1)).toMatchObject({ method: 'post', url: '/pa/alfie/offer', data: { requestId: 1 } });
  await user().click(within(card(0)).getByRole('button', { name: 'Withdraw my offer' }));
  expect(await within(card(0)).findByText('Offer withdrawn.')).toBeInTheDocument();
  expect(calls.at(-1)).toMatchObject({
    method: 'post',
    url: '/pa/alfie/withdraw-offer',
    data: { requestId: 1 },
  });
  expect(within(card(0)).getByRole('button', { name: 'Offer my availability' })).toBeInTheDocument();
});

it("a refused offer (409) shows the server's reason in the current language and changes nothing", async () => {
  serve((c) =>
    c.method === 'post'
      ? [409, { error: 'The request is no longer open to offers', code: 'REQUEST.NOT.OPEN' }]
      : undefined,
  );
  await open('it');
  await user().click(within(card(0)).getByRole('button', { name: 'Do la mia disponibilità' }));
  expect(await within(card(0)).findByRole('alert')).toHaveTextContent(
    'La richiesta non accetta più disponibilità',
  );
  expect(within(card(0)).getByRole('button', { name: 'Do la mia disponibilità' })).toBeEnabled();
});

it('Show more loads the next page with the cursor and appends it', async () => {
  const calls = serve();
  await open();
  await user().click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  expect(calls.at(-1)).toMatchObject({ params: { limit: 20, cursor: 'c1' } });
  expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
});

it('shows a loader while the list loads, and says so when there is nothing open', async () => {
  let answer: (a: Answer) => void = () => undefined;
  const calls = scriptApi(() => new Promise<Answer>((resolve) => (answer = resolve)));
  await renderPage(<OpenRequestsPage />, '/pa', 'en');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await waitFor(() => expect(calls).toHaveLength(1));
  answer([200, [], { 'x-total-count': '0' }]);
  expect(
    await screen.findByText('There are no open requests in your cities right now.', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
});

it('a failed list shows the translated error with Retry', async () => {
  let fail = true;
  scriptApi(() => (fail ? [500, { code: 'SERVER.ERROR' }] : [200, FIRST, { 'x-total-count': '2' }]));
  await renderPage(<OpenRequestsPage />, '/pa', 'fr');
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
    'Une erreur est survenue',
  );
  fail = false;
  await user().click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findAllByRole('article')).toHaveLength(2);
});
