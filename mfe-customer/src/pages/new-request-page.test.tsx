import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '@alfie/shared/testing/axe';
import { formApi } from '../new-request/fixtures.ts';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi } from '@alfie/shared/testing/script-api';
import { i18n } from '@alfie/shared/i18n';
import { localAt } from '../test-dates.ts';
import NewRequestPage, { preload } from './new-request-page.tsx';

jest.setTimeout(30_000);

const open = async (respond = formApi(), locale: 'it' | 'en' | 'fr' = 'en') => {
  const calls = scriptApi(respond);
  await renderPage(<NewRequestPage />, '/landing-richiesta', locale);
  await screen.findByRole('button', { name: locale === 'en' ? 'Send request' : /./ });
  return calls;
};
const setDate = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const box = (name: string) => screen.getByRole('checkbox', { name });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

async function fillValidForm() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Name and surname'), 'Maria Rossi Bianchi');
  await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
  await user.type(screen.getByLabelText('Office phone'), '+39 02 1234567');
  await user.type(screen.getByLabelText('Mobile'), '+39 333 1234567');
  await user.selectOptions(screen.getByLabelText('Country'), '1');
  await user.selectOptions(screen.getByLabelText('City'), '10');
  await user.selectOptions(screen.getByLabelText('Departure point of interest'), '100');
  setDate('Start', localAt(3, 10));
  await user.type(screen.getByLabelText('First name'), 'John');
  await user.type(screen.getByLabelText('Surname'), 'Smith');
  await user.type(screen.getByLabelText('Job title'), 'CEO');
  await user.click(box('Compact car'));
  await user.click(box('English'));
  return user;
}

describe('new request form', () => {
  it('prefills the company from currentcustomer, loads places in the current language, has no serious a11y issue', async () => {
    const calls = await open();
    expect(screen.getByLabelText('Business name')).toHaveValue('Acme S.p.A.');
    expect(screen.getByLabelText('Administrative e-mail')).toHaveValue('admin@acme.example.com');
    expect(calls.find((c) => c.url.includes('get-cities'))?.params).toEqual({ language: 'en' });
    expect(screen.getByRole('link', { name: 'operations@alfie.example.com' })).toHaveAttribute(
      'href',
      'mailto:operations@alfie.example.com',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('on submit shows every missing-field message and sends nothing', async () => {
    const calls = await open();
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText('Business name'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const messages = alerts();
    expect(messages).toContain('required place field');
    expect(messages).toContain('select one field');
    expect(messages).toContain('Incorrect date');
    expect(messages.filter((m) => m === 'required field').length).toBeGreaterThanOrEqual(9);
    expect(messages).toContain('Some fields need your attention: check the messages next to them.');
    expect(calls.some((c) => c.method === 'post')).toBe(false);
    expect(screen.getByLabelText('Business name')).toHaveFocus();
  });

  it('validates on blur with the contract messages (e-mail, phones)', async () => {
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('E-mail'), 'maria@');
    await user.tab();
    expect(await screen.findByText('invalid e-mail')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Office phone'));
    await user.tab();
    expect(screen.getAllByText('required field')).toHaveLength(1);
  });

  it("'Not needed' clears the vehicles and any vehicle clears 'Not needed'", async () => {
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(box('City car'));
    await user.click(box('Motorcycle'));
    expect(box('City car')).toBeChecked();
    await user.click(box('Not needed'));
    expect(box('Not needed')).toBeChecked();
    expect(box('City car')).not.toBeChecked();
    expect(box('Motorcycle')).not.toBeChecked();
    await user.click(box('SUV / sedan'));
    expect(box('SUV / sedan')).toBeChecked();
    expect(box('Not needed')).not.toBeChecked();
  });

  it('a start at 23:xx proposes a valid end on the next day and says why', async () => {
    await open();
    setDate('Start', localAt(2, 23, 30));
    expect(screen.getByLabelText('End')).toHaveValue(localAt(3, 0, 30));
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription(/cannot end on the same day/);
    await waitFor(() => expect(screen.getByLabelText('End')).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('end date and time invalid')).toBeNull();
    setDate('Start', localAt(2, 21, 30));
    expect(screen.getByLabelText('End')).toHaveValue(localAt(2, 22, 30));
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription(/At least one hour after the start/);
  });

  it('a new start sets the end one hour later, capped at hour 23; the date rules show their messages', async () => {
    await open();
    setDate('Start', localAt(2, 9, 30));
    expect(screen.getByLabelText('End')).toHaveValue(localAt(2, 10, 30));
    setDate('Start', localAt(2, 23, 15));
    setDate('End', localAt(2, 23, 15));
    expect(await screen.findByText('end date and time invalid')).toBeInTheDocument();
    setDate('End', localAt(3, 0, 15));
    await waitFor(() => expect(screen.queryByText('end date and time invalid')).toBeNull());
    setDate('End', localAt(2, 23, 45));
    expect(await screen.findByText('end date and time invalid')).toBeInTheDocument();
    setDate('Start', localAt(-1, 10));
    expect(await screen.findByText('The start cannot be in the past')).toBeInTheDocument();
  });

  it('names the countries in the page language, keyed by id', async () => {
    await open();
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect([...country.options].slice(1).map((o) => [o.value, o.text])).toEqual([['1', 'Italy']]);
  });

  it('an address clears the POI and a POI clears the address, for departure and arrival', async () => {
    await open();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Country'), '1');
    await user.selectOptions(screen.getByLabelText('City'), '10');
    await user.type(screen.getByLabelText('Departure address'), 'Via Torino 51');
    await user.selectOptions(screen.getByLabelText('Departure point of interest'), '100');
    expect(screen.getByLabelText('Departure address')).toHaveValue('');
    await user.type(screen.getByLabelText('Departure address'), 'C');
    expect(screen.getByLabelText('Departure point of interest')).toHaveValue('');
    expect(screen.queryByLabelText('Arrival address')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.selectOptions(screen.getByLabelText('Arrival point of interest'), '100');
    await user.type(screen.getByLabelText('Arrival address'), 'Via Roma 2');
    expect(screen.getByLabelText('Arrival point of interest')).toHaveValue('');
    // A new city clears the POIs chosen in the old one.
    await user.selectOptions(screen.getByLabelText('Departure point of interest'), '100');
    await user.selectOptions(screen.getByLabelText('City'), '11');
    expect(screen.getByLabelText('Departure point of interest')).toHaveValue('');
  });

  it('contacts, journeys and assisted people are field arrays that grow and shrink', async () => {
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(screen.getAllByLabelText('Name and surname')).toHaveLength(2);
    await user.type(screen.getAllByLabelText('Name and surname')[1]!, 'Luca Verdi');
    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    expect(screen.getAllByLabelText('Name and surname')).toHaveLength(1);
    expect(screen.getByLabelText('Name and surname')).toHaveValue('Luca Verdi');
    expect(screen.queryByLabelText('Flight or train number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a flight or train' }));
    await user.click(screen.getByRole('button', { name: 'Add a flight or train' }));
    expect(screen.getAllByLabelText('Flight or train number')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove journey 2' }));
    expect(screen.getAllByLabelText('Flight or train number')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    expect(screen.getByRole('group', { name: 'Person 2' })).toBeInTheDocument();
  });

  it("asks for the other language's name when 'Other' is ticked", async () => {
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(box('Other'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const other = screen.getByLabelText('Which other language?');
    expect(other).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the total in a phone summary bar that links to the quote panel', async () => {
    await open();
    const bar = screen.getByTestId('quote-bar');
    expect(bar).toHaveTextContent('Your quoteto be computed');
    expect(within(bar).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '#quote-title');
    await fillValidForm();
    expect(bar).toHaveTextContent('Your quote€292.80');
  });

  it('shows the live quote, confirms with a summary and sends the payload (name split, slots, stops)', async () => {
    const calls = await open();
    const user = await fillValidForm();
    await user.type(screen.getByLabelText('Services requested'), 'Meet and greet');
    await user.click(screen.getByRole('button', { name: 'Add a flight or train' }));
    await user.type(screen.getByLabelText('Flight or train number'), 'AZ123');
    await user.type(screen.getByLabelText('Passenger surname'), 'Smith');
    // Malpensa 60 €/h with a 4 h minimum: one hour bills 4 h = 240 € + 22 % VAT.
    expect(screen.getByTestId('quote-total')).toHaveTextContent('€292.80');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your request' });
    expect(within(dialog).getByText(/Maria Rossi Bianchi/)).toBeInTheDocument();
    expect(within(dialog).getByText('Malpensa, Milano, Italy')).toBeInTheDocument();
    expect(within(dialog).getByText('Meet and greet')).toBeInTheDocument();
    expect(within(dialog).getByText(/AZ123 – Passenger surname: Smith/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change request' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ty-page'));
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('/Request/alfie/register-new-request');
    expect(post.data).toMatchObject({
      type: 'business',
      customerId: 7,
      personalAssistantId: null,
      lat: '1',
      lng: '2',
      cities: [{ countryId: 1, cityId: 10, poiId: 100, street: null, orderIndex: 0 }],
      requiredVehicle: 'carType2',
      requiredVehicle1: null,
      requiredCultures: ['en'],
      referents: [
        {
          firstname: 'Maria',
          lastname: 'Rossi Bianchi',
          email: 'maria@example.com',
          phone: '+39 02 1234567',
          mobile: '+39 333 1234567',
        },
      ],
      assisted: [{ firstname: 'John', lastname: 'Smith', title: 'CEO', mobile: null }],
      services: 'Meet and greet',
      travels: [{ type: 'airplain', code: 'AZ123', lastname: 'Smith' }],
    });
    const body = post.data as { startDatetime: string; endDatetime: string };
    expect(Date.parse(body.endDatetime) - Date.parse(body.startDatetime)).toBe(3_600_000);
    const state = JSON.parse(screen.getByTestId('where').dataset.state!) as {
      summary: { businessName: string; amountCents: number; currencyCode: string; services: string };
    };
    expect(state.summary.businessName).toBe('Acme S.p.A.');
    expect(state.summary.services).toBe('Meet and greet');
    // The thank-you page gets the amount the server froze, not the browser's 292.80.
    expect(state.summary).toMatchObject({ amountCents: 31_050, currencyCode: 'EUR' });
  });

  it('a failed send keeps everything typed and offers Retry', async () => {
    let fail = true;
    const calls = await open(
      formApi(() => (fail ? [503, { code: 'SERVER.ERROR', error: 'down' }] : [200, { id: 56 }])),
    );
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change request' }));
    expect(screen.getByLabelText('Name and surname')).toHaveValue('Maria Rossi Bianchi');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ty-page'));
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(3);
  });

  it('a field refused by the server is shown on its field', async () => {
    await open(
      formApi(() => [
        400,
        { code: 'START.DATE.PAST', error: 'x', fields: { startDatetime: 'START.DATE.PAST' } },
      ]),
    );
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('The start cannot be in the past')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a translated error with Retry when the places cannot be loaded', async () => {
    let down = true;
    scriptApi((call) => (down ? [500, { code: 'SERVER.ERROR' }] : formApi()(call)));
    await renderPage(<NewRequestPage />, '/landing-richiesta', 'fr');
    expect(await screen.findByText('Une erreur est survenue')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Envoyer la demande' })).toBeInTheDocument();
  });
});

it('takes the call its preload started: the company, places and prices are asked once', async () => {
  await i18n.changeLanguage('en');
  const calls = scriptApi(formApi());
  preload();
  expect(calls).toHaveLength(3);
  await renderPage(<NewRequestPage />, '/landing-richiesta', 'en');
  await screen.findByRole('button', { name: 'Send request' });
  expect(screen.getByLabelText('Business name')).toHaveValue('Acme S.p.A.');
  expect(calls).toHaveLength(3);
});
