// The confirmation before sending warns when the request is filed inside a fee window: free until a PA is
// assigned, then the country's windows with what each costs of the estimate.
import { screen, within } from '@testing-library/react';
import type { RequestFormValues } from '@alfie/shared/contracts';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { PRICES } from '@alfie/shared/testing/prices';
import { renderIn } from '@alfie/shared/testing/render';
import '../i18n/namespace.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { summaryOf } from './summary-data.ts';

const HOUR = 3_600_000;
const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** A Malpensa request (€292.80) starting `hours` after `now`, one hour long. */
function summaryIn(hours: number, now: Date) {
  const start = new Date(now.getTime() + hours * HOUR);
  const values = {
    countryId: '1',
    cityId: '10',
    departurePoiId: '100',
    start: local(start),
    end: local(new Date(start.getTime() + HOUR)),
    businessName: 'Acme',
    email: 'a@example.com',
    contacts: [],
    departureStreet: '',
    arrivalSame: 'yes',
    arrivalStreet: '',
    travels: [],
    assisted: [],
    services: '',
    serviceNote: '',
    vehicles: [],
    languages: [],
    otherLanguage: '',
    helpNotes: '',
  } as unknown as RequestFormValues;
  return summaryOf(values, [], PRICES, 'en', now);
}

const modal = (summary: ReturnType<typeof summaryIn>) => (
  <ConfirmModal summary={summary} sending={false} errorKey={null} onChange={() => {}} onConfirm={() => {}} />
);

describe('the confirmation before sending', () => {
  const now = new Date('2031-03-10T06:00:00Z');

  it('shows, for a request starting in 3 hours, the policy that applies once a PA is assigned', async () => {
    const summary = summaryIn(3, now);
    expect(summary.cancellationAhead).toEqual([
      { percent: 50, from: null },
      { percent: 100, from: new Date(now.getTime() + HOUR).toISOString() },
    ]);
    await renderIn('en', modal(summary));
    const policy = screen.getByRole('region', { name: 'Cancellation policy' });
    expect(policy).toHaveTextContent('Cancelling is free until a PA is assigned; from then on it costs:');
    const items = within(policy).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('€146.40 (50% of the amount) straight away');
    expect(items[1]).toHaveTextContent(/^€292\.80 \(100% of the amount\) from /);
    expect(await seriousViolations()).toEqual([]);
  });

  it('is in Italian too, and says nothing of fees for a request filed before any fee window', async () => {
    const { unmount } = await renderIn('it', modal(summaryIn(3, now)));
    expect(screen.getByRole('region', { name: 'Politica di cancellazione' })).toHaveTextContent(
      /146,40\s€ \(50% dell’importo\) da subito/,
    );
    unmount();
    const early = summaryIn(48, now);
    expect(early.cancellationAhead).toBeNull();
    await renderIn('en', modal(early));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancellation policy' })).toBeNull();
  });
});
