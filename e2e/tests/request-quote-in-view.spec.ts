// The new request's live quote stays in view while the form is filled: beside the form on a wide screen (sticky),
// in a bar at the foot of a phone's screen that never hides the field being typed in.
import { expect, test } from '../fixtures.ts';
import type { Page } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { CUSTOMER_STRINGS, localAt } from '../support/customer.ts';
import { PHONE } from '../support/phone.ts';

const s = CUSTOMER_STRINGS.it;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();

async function chooseMalpensa(page: Page) {
  await expect(field(page, s.businessName)).not.toHaveValue('');
  await field(page, s.country).selectOption({ label: 'Italia' });
  await field(page, s.city).selectOption({ label: 'Milano' });
  await field(page, s.departurePoi).selectOption({ label: 'Aeroporto di Milano Malpensa' });
  await field(page, s.start).fill(localAt(5, 10));
}

test('on a wide screen the quote stays beside the form down to its last field', async ({
  page,
  signInAs,
}) => {
  requireApi();
  await signInAs('customer');
  await chooseMalpensa(page);
  await field(page, s.helpNotes).fill('In fondo al modulo');
  await page.getByRole('button', { name: s.submit }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('quote-total')).toBeInViewport();
  await expect(page.getByTestId('quote-bar')).toBeHidden();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a bar at the foot of the screen shows the total and hides no focused field', async ({
    page,
    signInAs,
  }) => {
    requireApi();
    await signInAs('customer');
    const bar = page.getByTestId('quote-bar');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(s.quoteBarPending);
    await chooseMalpensa(page);
    await expect(bar).toContainText(/292,80/);
    const notes = field(page, s.helpNotes);
    await notes.focus();
    await expect(bar).toBeInViewport();
    const below = (await notes.boundingBox())!;
    const top = (await bar.boundingBox())!.y;
    expect(below.y + below.height, 'the focused field ends above the bar').toBeLessThanOrEqual(top);
    await bar.getByRole('link', { name: s.quoteBarDetails }).click();
    await expect(page.getByTestId('quote-total')).toBeInViewport();
  });
});
