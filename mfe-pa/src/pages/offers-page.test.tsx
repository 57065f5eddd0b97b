// My offers: where each offer stands, withdraw while the request is not assigned (the card stays and can offer
// again), the empty list, a failure with Retry, axe in three languages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { offerItem } from '../test-fixtures.ts';
import OffersPage from './offers-page.tsx';

jest.setTimeout(30_000);

const user = () => userEvent.setup({ delay: null });
const OFFERS = [
  offerItem(1),
  offerItem(2, { withdrawable: false, assignedToMe: true, state: 'mine' }),
  offerItem(3, { withdrawable: false, state: 'closed' }),
  offerItem(4, { state: 'clashes', clashesWith: 77 }),
  offerItem(5, { withdrawable: false, state: 'withdrawn', response: 'declined' }),
];
const serve = () =>
  scriptApi((call) =>
    call.url === '/pa/alfie/offers'
      ? [200, OFFERS]
      : [
          200,
          { requestId: (call.data as { requestId: number }).requestId, offered: call.url.endsWith('/offer') },
        ],
  );
const card = (n: number) => screen.getAllByRole('article')[n]!;

async function open(locale: 'it' | 'en' | 'fr' = 'en') {
  await renderPage(<OffersPage />, '/pa-offers', locale);
  await screen.findAllByRole('article', {}, { timeout: 10_000 });
}

it.each(['it', 'en', 'fr'] as const)('is axe clean in %s', async (locale) => {
  serve();
  await open(locale);
  expect(await seriousViolations()).toEqual([]);
});

it('says where each offer stands; only an unassigned one can be withdrawn', async () => {
  serve();
  await open();
  expect(card(0)).toHaveTextContent('Waiting for the operators');
  expect(card(1)).toHaveTextContent('Assigned to you');
  expect(card(2)).toHaveTextContent('No longer open');
  // The same truth as the operators': busy with that assignment, and a withdrawn offer is withdrawn.
  expect(card(3)).toHaveTextContent('Clashes with your assignment 77');
  expect(card(3)).not.toHaveTextContent('Waiting for the operators');
  expect(card(4)).toHaveTextContent('Withdrawn');
  expect(card(4)).not.toHaveTextContent('Waiting for the operators');
  expect(within(card(0)).getByRole('button', { name: 'Withdraw my offer' })).toBeInTheDocument();
  expect(within(card(1)).queryByRole('button')).toBeNull();
  expect(within(card(2)).queryByRole('button')).toBeNull();
  expect(within(card(4)).getByRole('button', { name: 'Offer my availability' })).toBeInTheDocument();
});

it.each([
  ['it', 'In conflitto con il tuo incarico 77', 'Ritirata'],
  ['fr', 'En conflit avec votre mission 77', 'Retirée'],
] as const)('says clashing and withdrawn in %s', async (locale, clash, withdrawn) => {
  serve();
  await open(locale);
  expect(card(3)).toHaveTextContent(clash);
  expect(card(4)).toHaveTextContent(withdrawn);
});

it('withdraw calls the API, keeps the card and lets the PA offer again', async () => {
  const calls = serve();
  await open();
  await user().click(within(card(0)).getByRole('button', { name: 'Withdraw my offer' }));
  expect(await within(card(0)).findByText('Offer withdrawn.')).toBeInTheDocument();
  // The card says withdrawn, no longer waiting.
  expect(card(0)).toHaveTextContent('Withdrawn');
  expect(card(0)).not.toHaveTextContent('Waiting for the operators');
  expect(calls.at(-1)).toMatchObject({
    method: 'post',
    url: '/pa/alfie/withdraw-offer',
    data: { requestId: 1 },
  });
  await user().click(within(card(0)).getByRole('button', { name: 'Offer my availability' }));
  expect(await within(card(0)).findByText('Availability sent to the operators.')).toBeInTheDocument();
  expect(calls.at(-1)).toMatchObject({ url: '/pa/alfie/offer', data: { requestId: 1 } });
  expect(card(0)).toHaveTextContent('Waiting for the operators');
});

it('an empty list says so; a failure says so with Retry', async () => {
  let answer: [number, unknown] = [500, { code: 'SERVER.ERROR' }];
  scriptApi(() => answer);
  await renderPage(<OffersPage />, '/pa-offers', 'en');
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('An error occurred');
  answer = [200, []];
  await user().click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByText('You have not offered your availability for any request.'),
  ).toBeInTheDocument();
});
