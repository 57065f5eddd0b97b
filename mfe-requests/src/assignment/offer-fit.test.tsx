// An offer's fit and conflict on the assignment page: the score in the title, the reasons in words in each
// language, and for a busy PA the overlapping request (linked) and a disabled Assign that says why.
import { fireEvent, screen, within } from '@testing-library/react';
import { initI18n } from '@alfie/shared/i18n';
import { renderPage } from '@alfie/shared/testing/render-page';
import { seriousViolations } from '@alfie/shared/testing/axe';
import '../i18n/namespace.ts';
import { offer } from '../test-data.ts';
import { PaOfferItem } from './pa-offer.tsx';

beforeAll(() => initI18n('en'));

const busy = offer(5, {
  conflict: {
    requestId: 77,
    startDatetime: '2030-03-04T09:00:00.000Z',
    endDatetime: '2030-03-04T11:00:00.000Z',
  },
  fit: {
    score: 58,
    reasons: [
      { code: 'language', culture: 'it', level: 100, met: true },
      { code: 'language', culture: 'en', level: 0, met: false },
      { code: 'language', culture: 'de', level: null, met: false },
      { code: 'vehicle', asked: ['carType1'], owned: ['moto'], met: false },
      { code: 'city', city: 'Torino', met: false },
      { code: 'week-assignments', count: 2 },
      { code: 'pa-cost', amount: 45.5, currencyCode: 'EUR' },
    ],
  },
});

async function open(pa = busy, locale: 'it' | 'en' | 'fr' = 'en', onAssign = jest.fn()) {
  await renderPage(<PaOfferItem pa={pa} onAssign={onAssign} />, '/assegnazione?id=42', locale);
  const toggle = screen.getByRole('button', { name: /Pa5 Verdi|Pa6 Verdi/ });
  fireEvent.click(toggle);
  return { toggle, panel: document.getElementById(toggle.getAttribute('aria-controls')!)!, onAssign };
}

it('titles the offer with its score and says when the PA is busy', async () => {
  const { toggle } = await open();
  expect(toggle).toHaveTextContent('Pa5 Verdi – Milano · Fit 58/100 · busy');
});

it('words every reason: languages with level, vehicle asked and owned, city, week load, PA cost', async () => {
  const { panel } = await open();
  const reasons = within(within(panel).getByRole('list', { name: 'Reasons for the score' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(reasons).toEqual([
    '✓ Italian asked: spoken, level Native speaker',
    '✗ English asked: level Basic only',
    '✗ German asked: not spoken',
    '✗ Vehicle asked (City car): owns none of them (has: Motorcycle)',
    '✗ Does not work in Torino',
    '2 assignments in the week of the request',
    'PA payment: €45.50',
  ]);
});

it('a busy PA cannot be assigned: the button is disabled and points to the text that says why', async () => {
  const { panel, onAssign } = await open();
  const assign = within(panel).getByRole('button', { name: 'Assign PA to request' });
  expect(assign).toBeDisabled();
  const note = document.getElementById(assign.getAttribute('aria-describedby')!)!;
  expect(note).toHaveTextContent(/Cannot be assigned: the PA is already assigned to request no\. 77/);
  expect(within(note).getByRole('link', { name: 'Open request no. 77' })).toHaveAttribute(
    'href',
    '/assegnazione?id=77',
  );
  fireEvent.click(assign);
  expect(onAssign).not.toHaveBeenCalled();
  expect(await seriousViolations()).toEqual([]);
});

it('a free PA can be assigned and shows no busy note', async () => {
  const free = offer(6);
  const { panel, onAssign, toggle } = await open(free);
  expect(toggle).toHaveTextContent('Fit 100/100');
  expect(toggle).not.toHaveTextContent('busy');
  const assign = within(panel).getByRole('button', { name: 'Assign PA to request' });
  expect(assign).toBeEnabled();
  expect(assign).not.toHaveAttribute('aria-describedby');
  fireEvent.click(assign);
  expect(onAssign).toHaveBeenCalledWith(free);
  expect(await seriousViolations()).toEqual([]);
});

it.each([
  ['it', 'Affinità 58/100 · occupato', 'Non assegnabile: il PA è già assegnato alla richiesta n. 77'],
  ['fr', 'Adéquation 58/100 · occupé', 'Impossible à affecter : le PA est déjà affecté à la demande n° 77'],
] as const)('speaks %s', async (locale, title, note) => {
  const { toggle, panel } = await open(busy, locale);
  expect(toggle).toHaveTextContent(title);
  expect(within(panel).getByText(new RegExp(note))).toBeInTheDocument();
});
