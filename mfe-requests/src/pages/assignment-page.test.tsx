import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@alfie/shared/i18n';
import type { PaOffer, RequestDetail } from '@alfie/shared/contracts';
import { renderPage } from '@alfie/shared/testing/render-page';
import { scriptApi, type Call } from '@alfie/shared/testing/script-api';
import '../i18n/namespace.ts';
import { detailOf, offer, requestItem } from '../test-data.ts';
import AssignmentPage from './assignment-page.tsx';

beforeAll(() => initI18n('en'));

function server(opts: { detail?: RequestDetail; offers?: PaOffer[]; assign?: [number, unknown] } = {}) {
  let detail = opts.detail ?? detailOf(requestItem(42));
  const offers = opts.offers ?? [offer(7), offer(8, { response: 'read', firstname: 'Hidden' }), offer(9)];
  const calls = scriptApi((call: Call) => {
    if (call.url.includes('request-detail')) return [200, detail];
    if (call.url.includes('personal-assistant-by-request')) return [200, offers];
    if (call.url.includes('request-timeline')) return [200, []];
    if (call.url.includes('assign-request')) {
      const answer = opts.assign ?? [200, true];
      if ((answer[1] as { code?: string }).code === 'ALREADY.ASSIGNED')
        detail = detailOf(requestItem(42, { status: 'assigned', personalAssistantId: 9 }), {
          assignedTo: offers[2]!,
        });
      return answer;
    }
    return [404, {}];
  });
  return calls;
}

it('loads the request itself when opened from a link and shows its details', async () => {
  const calls = server();
  await renderPage(<AssignmentPage />, '/assegnazione?id=42');
  expect(await screen.findByRole('heading', { name: /Request details/ })).toBeInTheDocument();
  expect(calls.find((c) => c.url.includes('request-detail'))!.params?.id).toBe(42);
  expect(screen.getByText('Milano – Milano Linate')).toBeInTheDocument();
  expect(screen.getByText(/Luca Neri, CEO/)).toBeInTheDocument();
  expect(screen.getByText(/Flight AZ123/)).toBeInTheDocument();
  expect(screen.getByText('Compact car')).toBeInTheDocument();
  expect(screen.getByText('Italian, English')).toBeInTheDocument();
  expect(screen.getByText(/164[.,]70/)).toBeInTheDocument();
});

it('lists the PAs who offered (not those who only read) as accordions with their details', async () => {
  server();
  await renderPage(<AssignmentPage />, '/assegnazione?id=42');
  const toggle = await screen.findByRole('button', { name: /Pa7 Verdi/ });
  expect(screen.getByRole('button', { name: /Pa9 Verdi/ })).toBeInTheDocument();
  expect(screen.queryByText(/Hidden/)).not.toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(panel).toBeVisible();
  expect(within(panel).getByText('Italian: Native speaker')).toBeInTheDocument();
  expect(within(panel).getByText('English: Fluent')).toBeInTheDocument();
  expect(within(panel).getByText('French: Intermediate')).toBeInTheDocument();
  expect(within(panel).getByText(/Fiat Panda \(2020\)/)).toBeInTheDocument();
  expect(within(panel).getByText('Guida - Tour srl')).toBeInTheDocument();
  expect(within(panel).getByText(/Roma/)).toBeInTheDocument();
});

it('assigns through the confirm dialog, then says customer and PA are notified and goes back', async () => {
  const calls = server();
  await renderPage(<AssignmentPage />, '/assegnazione?id=42');
  fireEvent.click(await screen.findByRole('button', { name: /Pa9 Verdi/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Assign PA to request' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm the assignment?' });
  expect(within(confirm).getByText('Assign Pa9 Verdi to request no. 42?')).toBeInTheDocument();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm and send' }));
  const sent = await screen.findByRole('dialog', { name: 'Assignment sent' });
  expect(within(sent).getByText('The customer and the PA have been notified by e-mail.')).toBeInTheDocument();
  expect(calls.find((c) => c.url.includes('assign-request'))!.data).toEqual({
    requestId: 42,
    personalAssistantId: 9,
  });
  fireEvent.click(within(sent).getByRole('button', { name: 'Back to requests' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/richieste'));
});

it('cancel closes the confirm dialog without calling the server', async () => {
  const calls = server();
  await renderPage(<AssignmentPage />, '/assegnazione?id=42');
  fireEvent.click(await screen.findByRole('button', { name: /Pa7 Verdi/ }));
  fireEvent.click(screen.getAllByRole('button', { name: 'Assign PA to request' })[0]!);
  const confirm = await screen.findByRole('dialog');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.some((c) => c.url.includes('assign-request'))).toBe(false);
});

it('a 409 says another operator was faster and reloads to show who is assigned', async () => {
  const calls = server({ assign: [409, { error: 'x', code: 'ALREADY.ASSIGNED' }] });
  await renderPage(<AssignmentPage />, '/assegnazione?id=42', 'fr');
  fireEvent.click(await screen.findByRole('button', { name: /Pa7 Verdi/ }));
  fireEvent.click(screen.getAllByRole('button', { name: 'Affecter le PA à la demande' })[0]!);
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer et envoyer' }),
  );
  expect(await screen.findByText(/Un autre opérateur a déjà affecté cette demande/)).toBeInTheDocument();
  expect(await screen.findByText('Demande affectée à Pa9 Verdi')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.url.includes('request-detail'))).toHaveLength(2);
});

it.each([
  ['PA.NOT.APPROVED', 'en', 'The PA is not approved: only approved PAs can be assigned'],
  ['PA.NOT.AVAILABLE', 'it', 'Il PA non ha dato disponibilità per questa richiesta'],
  ['INVALID.STATE', 'fr', 'L’opération n’est pas autorisée dans l’état actuel'],
  ['PA.BUSY', 'it', 'Il PA ha già un incarico in quell’orario (tempo di spostamento compreso)'],
] as const)(
  'a refusal with %s shows that reason in %s, not "another operator"',
  async (code, locale, text) => {
    server({ assign: [409, { error: 'x', code }] });
    await renderPage(<AssignmentPage />, '/assegnazione?id=42', locale);
    fireEvent.click(await screen.findByRole('button', { name: /Pa7 Verdi/ }));
    const assign = await screen.findAllByRole('button', {
      name: {
        en: 'Assign PA to request',
        it: 'Assegna PA alla richiesta',
        fr: 'Affecter le PA à la demande',
      }[locale],
    });
    fireEvent.click(assign[0]!);
    const dialog = await screen.findByRole('dialog');
    const send = { en: 'Confirm and send', it: 'Conferma e invia', fr: 'Confirmer et envoyer' }[locale];
    fireEvent.click(within(dialog).getByRole('button', { name: send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(/another operator|altro operatore|autre opérateur/i)).not.toBeInTheDocument();
  },
);

it('an assigned request shows who is assigned and no assign button', async () => {
  const item = requestItem(42, { status: 'assigned', personalAssistantId: 7 });
  server({ detail: detailOf(item, { assignedTo: offer(7) }) });
  await renderPage(<AssignmentPage />, '/assegnazione?id=42', 'it');
  expect(await screen.findByText('Richiesta assegnata a Pa7 Verdi')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Assegna PA alla richiesta' })).not.toBeInTheDocument();
});

it('without an id it says so; a failing load offers Retry', async () => {
  scriptApi(() => [500, {}]);
  await renderPage(<AssignmentPage />, '/assegnazione');
  expect(screen.getByText('No request was given.')).toBeInTheDocument();
  await renderPage(<AssignmentPage />, '/assegnazione?id=5');
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it.each([
  [404, 'This request does not exist.'],
  [403, 'You may not open this request.'],
])('a %i says so in a sentence and offers no Retry (trying again cannot help)', async (status, sentence) => {
  scriptApi(() => [status, { error: 'Operation not permitted' }]);
  await renderPage(<AssignmentPage />, '/assegnazione?id=999999');
  expect(await screen.findByText(sentence)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.queryByText('Operation not permitted')).toBeNull();
});
