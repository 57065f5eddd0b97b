// The pricing screen: tables, filter interplay, the rule and country forms' rules, calls and error messages.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PricingPage from './pricing-page.tsx';
import { renderIn } from '@alfie/shared/testing/render';
import { scriptApi, type Call } from '@alfie/shared/testing/script-api';
import { PRICES } from '@alfie/shared/testing/prices';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { DEFAULT_CANCELLATION_POLICY } from '@alfie/shared/contracts';

type Responder = (call: Call) => [number, unknown] | undefined;
function serve(extra: Responder = () => undefined) {
  return scriptApi(
    (call) => extra(call) ?? (call.url === '/pricing/alfie/prices' ? [200, PRICES] : [200, true]),
  );
}
const user = () => userEvent.setup({ delay: null });
const pricesTable = () => screen.getByRole('table', { name: 'Price rules of cities and points of interest' });
const ruleForm = () => screen.getByRole('region', { name: /price rule/ });
const setField = (label: string | RegExp, value: string) => {
  const input = within(ruleFormOrCountry()).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
/** The one detail form open in a test (rule or country). */
const ruleFormOrCountry = () =>
  screen.getAllByRole('region').find((r) => r.classList.contains('pricing-panel'))!;

async function openPage(locale: 'it' | 'en' | 'fr' = 'en') {
  await renderIn(locale, <PricingPage />);
  await screen.findByRole('table', { name: 'Price rules of cities and points of interest' });
}

it('shows countries, flattened rules with the hourly-rate label and a 2-hour worked example', async () => {
  serve();
  await openPage();
  const countries = screen.getByRole('table', { name: 'Countries with VAT, withholding tax and currency' });
  expect(within(countries).getByText('IT')).toBeInTheDocument();
  const milano = within(pricesTable()).getByText('Milano - hourly rate').closest('tr')!;
  expect(within(milano).getByText('€45.00')).toBeInTheDocument();
  expect(within(milano).getByText('60%')).toBeInTheDocument();
  expect(within(milano).getByText('Customer pays €109.80 · assistant receives €54.00')).toBeInTheDocument();
  const malpensa = within(pricesTable()).getByText('Milano - Malpensa').closest('tr')!;
  expect(within(malpensa).getByText('4')).toBeInTheDocument();
  expect(within(malpensa).getByText(/Customer pays €292.80/)).toBeInTheDocument();
});

// The texts match with plain spaces: the queries read a non-breaking space as one.
it.each([
  [
    'it',
    'Regole di prezzo per città e punti di interesse',
    'Milano - tariffa oraria',
    '45,00 €',
    '60%',
    /109,80 €/,
  ],
  [
    'fr',
    'Règles de prix des villes et des points d’intérêt',
    'Milano - tarif horaire',
    '45,00 €',
    '60 %',
    /109,80 €/,
  ],
] as const)(
  'in %s the rate, the share and the worked example are written as the language writes them',
  async (locale, caption, city, rate, share, example) => {
    serve();
    await renderIn(locale, <PricingPage />);
    const row = within(await screen.findByRole('table', { name: caption }))
      .getByText(city)
      .closest('tr')!;
    expect(within(row).getByText(rate)).toBeInTheDocument();
    expect(within(row).getByText(share)).toBeInTheDocument();
    expect(within(row).getByText(example)).toBeInTheDocument();
  },
);

it('names the countries in the page language in the rules table, its filter and the rule form (the stored name stays the value)', async () => {
  serve();
  await openPage('en');
  const milano = within(pricesTable()).getByText('Milano - hourly rate').closest('tr')!;
  expect(within(milano).getByText('Italy')).toBeInTheDocument();
  expect(within(milano).queryByText('Italia')).not.toBeInTheDocument();
  await user().click(within(pricesTable()).getByText('Milano - hourly rate'));
  const country = within(ruleForm()).getByLabelText(/Country/);
  expect(within(country).getByRole('option', { name: 'Italy' })).toBeInTheDocument();
});

it('filters: type 1/2, and a new country resets the city filter and narrows the city list', async () => {
  serve();
  await openPage();
  const type = screen.getByLabelText('Filter: Type');
  const city = screen.getByLabelText('Filter: City') as HTMLSelectElement;
  const country = screen.getByLabelText('Filter: Country');
  fireEvent.change(type, { target: { value: '2' } });
  expect(within(pricesTable()).getAllByRole('row')).toHaveLength(2);
  fireEvent.change(type, { target: { value: '1' } });
  expect(within(pricesTable()).queryByText('Milano - Malpensa')).toBeNull();
  fireEvent.change(type, { target: { value: '' } });

  fireEvent.change(city, { target: { value: 'Milano' } });
  expect(within(pricesTable()).getAllByRole('row')).toHaveLength(3);
  fireEvent.change(country, { target: { value: '2' } });
  expect((screen.getByLabelText('Filter: City') as HTMLSelectElement).value).toBe('');
  const options = within(screen.getByLabelText('Filter: City'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(options).toEqual(['All', 'Paris']);
  expect(within(pricesTable()).getByText('Paris - hourly rate')).toBeInTheDocument();
  expect(within(pricesTable()).queryByText('Milano - hourly rate')).toBeNull();
});

it('rule form: type, country, city name, rate and percentage required; flat fee only for POIs', async () => {
  const calls = serve();
  await openPage();
  await user().click(screen.getByRole('button', { name: 'New rule' }));
  const form = ruleForm();
  expect(within(form).queryByLabelText('Flat fee in hours')).toBeNull();
  await user().click(within(form).getByRole('button', { name: 'Create' }));
  expect(await within(form).findAllByText('required field')).toHaveLength(4); // country, city name, rate, %
  setField('Hourly rate', '0');
  await waitFor(() => expect(within(form).getAllByText('required field')).toHaveLength(4));
  setField('Hourly rate', '12.345');
  expect(await within(form).findByText('Invalid number')).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'poi' } });
  expect(within(form).getByLabelText('Flat fee in hours')).toBeInTheDocument();
  expect(within(form).queryByLabelText('City name')).toBeNull();
  await user().click(within(form).getByRole('button', { name: 'Create' }));
  // country, city, POI name, rate (invalid), flat fee, %
  await waitFor(() => expect(within(form).getAllByText('required field')).toHaveLength(5));
  expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);
});

it('creates a city rule with numbers, then reloads the list and closes the form', async () => {
  const calls = serve();
  await openPage();
  await user().click(screen.getByRole('button', { name: 'New rule' }));
  fireEvent.change(within(ruleForm()).getByLabelText('Country'), { target: { value: '1' } });
  setField('City name', ' Torino ');
  setField('Hourly rate', '38.5');
  setField('Percentage to the assistant', '55');
  await user().click(within(ruleForm()).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: /price rule/ })).toBeNull());
  const post = calls.find((c) => c.method === 'post')!;
  expect(post.url).toBe('/pricing/alfie/create-new-price');
  expect(post.data).toEqual({ countryId: 1, cityName: 'Torino', price: 38.5, forfait: null, percToPA: 55 });
  expect(calls.filter((c) => c.url === '/pricing/alfie/prices')).toHaveLength(2);
});

it('creates a POI rule for a city of the chosen country', async () => {
  const calls = serve();
  await openPage();
  await user().click(screen.getByRole('button', { name: 'New rule' }));
  const form = ruleForm();
  fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'poi' } });
  fireEvent.change(within(form).getByLabelText('Country'), { target: { value: '1' } });
  const cityOptions = within(within(form).getByLabelText('City')).getAllByRole('option');
  expect(cityOptions.map((o) => o.textContent)).toEqual(['Select…', 'Milano', 'Roma']);
  fireEvent.change(within(form).getByLabelText('City'), { target: { value: '11' } });
  setField('Point of interest name', 'Roma Termini');
  setField('Hourly rate', '48');
  setField('Flat fee in hours', '2');
  setField('Percentage to the assistant', '60');
  await user().click(within(form).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'post')).toBe(true));
  expect(calls.find((c) => c.method === 'post')!.data).toEqual({
    id: 11,
    countryId: 1,
    pois: [{ cityId: 11, name: 'Roma Termini', price: 48, forfait: 2, percToPA: 60 }],
  });
});

it('edit mode locks type, country, city and names, sends the rule id and stays open', async () => {
  const calls = serve();
  await openPage();
  await user().click(within(pricesTable()).getByText('Milano - Malpensa'));
  const form = ruleForm();
  for (const label of ['Type', 'Country', 'City', 'Point of interest name'])
    expect(within(form).getByLabelText(label)).toBeDisabled();
  expect(within(form).getByLabelText('Hourly rate')).toBeEnabled();
  setField('Hourly rate', '65');
  await user().click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Rule saved')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'post')!.data).toEqual({
    id: 10,
    countryId: 1,
    pois: [{ id: 100, cityId: 10, name: 'Malpensa', price: 65, forfait: 4, percToPA: 60 }],
  });
  await user().click(within(pricesTable()).getByText('Milano - hourly rate'));
  expect(within(ruleForm()).getByLabelText('City name')).toBeDisabled();
  expect(within(ruleForm()).queryByLabelText('Flat fee in hours')).toBeNull();
});

it('delete asks for confirmation; 404 says the rule is gone, 403 not permitted; success closes and reloads', async () => {
  let answer: [number, unknown] = [404, { error: 'x', code: 'RULE.NOT.FOUND' }];
  const calls = serve((c) => (c.method === 'delete' ? answer : undefined));
  await openPage();
  await user().click(within(pricesTable()).getByText('Milano - Malpensa'));
  await user().click(within(ruleForm()).getByRole('button', { name: 'Delete rule' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete rule' });
  await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.method === 'delete')).toBe(false);

  await user().click(within(ruleForm()).getByRole('button', { name: 'Delete rule' }));
  await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  expect(await within(ruleForm()).findByText('Rule not found or already used')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'delete')!.params).toEqual({ poiId: 100 });

  answer = [403, { error: 'x', code: 'FORBIDDEN' }];
  await user().click(within(ruleForm()).getByRole('button', { name: 'Delete rule' }));
  await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  expect(await within(ruleForm()).findByText('Operation not permitted')).toBeInTheDocument();

  answer = [200, true];
  await user().click(within(ruleForm()).getByRole('button', { name: 'Delete rule' }));
  await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: /price rule/ })).toBeNull());
  expect(calls.filter((c) => c.url === '/pricing/alfie/prices')).toHaveLength(2);
});

it('country form: code starts with two letters, VAT and withholding tax digits only, all required; travel time 0-720 and no-show waiting time 0-360, 60 by default', async () => {
  const calls = serve();
  await openPage();
  await user().click(screen.getByRole('button', { name: 'New country' }));
  const form = screen.getByRole('region', { name: 'New country' });
  await user().click(within(form).getByRole('button', { name: 'Create' }));
  expect(await within(form).findAllByText('required field')).toHaveLength(6);
  setField('Code', '1T');
  expect(await within(form).findByText('Invalid code')).toBeInTheDocument();
  setField('VAT (%)', '2a');
  await waitFor(() => expect(within(form).getAllByText('Invalid number')).toHaveLength(1));
  setField('VAT (%)', '0');
  setField('Code', 'ES');
  setField('Name', 'España');
  setField('VAT (%)', '21');
  setField('Withholding tax (%)', '15');
  setField('Currency symbol', '€');
  setField('Currency code', 'EU');
  expect(await within(form).findByText('Invalid code')).toBeInTheDocument();
  setField('Currency code', 'EUR');
  const travel = 'Travel time between assignments (minutes)';
  expect(within(form).getByLabelText(travel)).toHaveValue(60);
  setField(travel, '721');
  expect(
    await within(form).findByText('The travel time must be a whole number of minutes from 0 to 720'),
  ).toBeInTheDocument();
  setField(travel, '45');
  const wait = 'Waiting time for a guest who does not show (minutes)';
  expect(within(form).getByLabelText(wait)).toHaveValue(60);
  setField(wait, '361');
  expect(
    await within(form).findByText('The waiting time must be a whole number of minutes from 0 to 360'),
  ).toBeInTheDocument();
  setField(wait, '30');
  await user().click(within(form).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'New country' })).toBeNull());
  expect(calls.find((c) => c.method === 'post')!.data).toEqual({
    country: 'España',
    code: 'ES',
    vat: 21,
    withholdingTax: 15,
    currencySymbol: '€',
    currencyCode: 'EUR',
    travelBufferMinutes: 45,
    noShowWaitMinutes: 30,
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
  });
});

it('country form: the cancellation policy, default for a new country, edited by rows with its translated errors', async () => {
  const calls = serve();
  await openPage();
  await user().click(within(screen.getByRole('table', { name: /Countries/ })).getByText('France'));
  const form = screen.getByRole('region', { name: 'Edit country: France' });
  const policy = within(form).getByRole('group', { name: 'Cancellation policy' });
  const windows = () => within(policy).getAllByRole('group', { name: /^Window \d$/ });
  expect(windows()).toHaveLength(3);
  expect(within(windows()[1]!).getByLabelText('Fee (%)')).toHaveValue(50);
  await user().click(within(policy).getByRole('button', { name: 'Remove window 3' }));
  await user().click(within(form).getByRole('button', { name: 'Save' }));
  expect(
    await within(policy).findByText('The last window must end at the start (0 hours)'),
  ).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'post')).toBe(false);
  await user().click(within(policy).getByRole('button', { name: 'Add window' }));
  const fee = within(windows()[1]!).getByLabelText('Fee (%)');
  fireEvent.change(fee, { target: { value: '101' } });
  fireEvent.blur(fee);
  expect(
    await within(policy).findByText('The fee must be a whole percentage from 0 to 100'),
  ).toBeInTheDocument();
  fireEvent.change(fee, { target: { value: '30' } });
  fireEvent.blur(fee);
  expect(await seriousViolations(form)).toEqual([]);
  await user().click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'post')).toBe(true));
  expect(
    (calls.find((c) => c.method === 'post')!.data as { cancellationPolicy: unknown }).cancellationPolicy,
  ).toEqual([
    { hoursBefore: 24, percent: 0 },
    { hoursBefore: 2, percent: 30 },
    { hoursBefore: 0, percent: 100 },
  ]);
});

it('country edit sends name and countryCode with the id; a server refusal shows on the field', async () => {
  const calls = serve((c) =>
    c.method === 'post'
      ? [409, { error: 'x', code: 'INVALID.STATE', fields: { name: 'INVALID.COUNTRY' } }]
      : undefined,
  );
  await openPage();
  await user().click(within(screen.getByRole('table', { name: /Countries/ })).getByText('France'));
  const form = screen.getByRole('region', { name: 'Edit country: France' });
  setField('Name', 'Italia');
  await user().click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Invalid country')).toBeInTheDocument();
  expect(within(form).getByText('The operation is not allowed in the current state')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'post')!.data).toEqual({
    id: 2,
    name: 'Italia',
    countryCode: 'FR',
    vat: 20,
    withholdingTax: 10,
    currencySymbol: '€',
    currencyCode: 'EUR',
    travelBufferMinutes: 60,
    // France's own waiting time, kept.
    noShowWaitMinutes: 45,
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
  });
});

it('a failed load shows the error with Retry, in the current language', async () => {
  let fail = true;
  scriptApi(() => (fail ? [500, { error: 'x', code: 'SERVER.ERROR' }] : [200, PRICES]));
  await renderIn('it', <PricingPage />);
  expect(await screen.findByText('Si è verificato un errore')).toBeInTheDocument();
  fail = false;
  await user().click(screen.getByRole('button', { name: 'Riprova' }));
  expect(await screen.findByRole('heading', { name: 'Prezzi e paesi' })).toBeInTheDocument();
});
