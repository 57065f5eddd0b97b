import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, unreachableError } from '@alfie/shared/api';
import { http, scriptedAdapter, type ScriptedRequest } from '@alfie/shared/testing/http';
import { i18n, initI18n } from '@alfie/shared/i18n';
import type * as ReactModule from 'react';
import PaymentPage from './payment-page.tsx';

// The PayPal SDK as react-paypal-js exposes it: a button that runs createOrder, then onApprove with
// actions.order.authorize() answering an authorization, as the real SDK does after the buyer approves.
const mockOrders: unknown[] = [];
const mockScript = {
  state: 'resolved' as 'resolved' | 'pending' | 'rejected',
  options: {} as Record<string, unknown>,
};
jest.mock('@paypal/react-paypal-js', () => {
  const React = jest.requireActual<typeof ReactModule>('react');
  type Props = {
    disabled?: boolean;
    createOrder: (d: object, a: { order: { create: (b: unknown) => Promise<string> } }) => Promise<string>;
    onApprove: (d: { orderID: string }, a: { order: { authorize: () => Promise<unknown> } }) => Promise<void>;
  };
  return {
    PayPalScriptProvider: ({
      children,
      options,
    }: {
      children: React.ReactNode;
      options: Record<string, unknown>;
    }) => {
      mockScript.options = options;
      return children;
    },
    usePayPalScriptReducer: () => [
      {
        isPending: mockScript.state === 'pending',
        isResolved: mockScript.state === 'resolved',
        isRejected: mockScript.state === 'rejected',
      },
    ],
    PayPalButtons: (props: Props) =>
      React.createElement(
        'button',
        {
          type: 'button',
          disabled: props.disabled,
          onClick: async () => {
            const orderID = await props.createOrder(
              {},
              {
                order: {
                  create: async (body: unknown) => {
                    mockOrders.push(body);
                    return `ORDER-${mockOrders.length}`;
                  },
                },
              },
            );
            await props.onApprove(
              { orderID },
              {
                order: {
                  authorize: async () => ({
                    id: orderID,
                    status: 'COMPLETED',
                    purchase_units: [
                      { payments: { authorizations: [{ id: `AUTH-${orderID}`, status: 'CREATED' }] } },
                    ],
                  }),
                },
              },
            );
          },
        },
        'PayPal',
      ),
  };
});

type Reply = { status: number; data?: unknown } | 'network';
let replies: Reply[] = [];
const calls: ScriptedRequest[] = [];

beforeEach(async () => {
  await initI18n('en');
  mockOrders.length = 0;
  mockScript.state = 'resolved';
  calls.length = 0;
  replies = [];
  delete window.ReactNativeWebView;
  api.defaults.baseURL = 'http://api.test';
  http.defaults.adapter = scriptedAdapter(async (request) => {
    calls.push(request);
    const reply = replies.shift() ?? { status: 200, data: { result: true, id: 1 } };
    if (reply === 'network') throw unreachableError('Failed to fetch');
    return { data: reply.data, status: reply.status };
  });
});

const QUERY = '?token=tok-123&requestId=7&amount=80.52&description=Airport%20pickup';
function open(search = QUERY, props = { paypalClientId: 'client-id', paypalSdkUrl: 'http://sdk.test/js' }) {
  window.history.replaceState({ kept: true }, '', `/do-paypal-payment${search}`);
  return render(<PaymentPage {...props} />);
}
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'PayPal' }));
const bodyOf = (request: ScriptedRequest) => request.data as Record<string, unknown>;

it('removes the token from the address bar at once, keeping the rest of the query', () => {
  open();
  expect(window.location.search).toBe('?requestId=7&amount=80.52&description=Airport+pickup');
  expect(window.history.state).toEqual({ kept: true });
  expect(screen.getByRole('heading', { level: 1, name: 'Payment authorization' })).toBeInTheDocument();
  expect(screen.getByText('Airport pickup')).toBeInTheDocument();
});

it('loads the SDK with the configured client id and URL, in EUR with intent authorize', () => {
  open();
  expect(mockScript.options).toEqual({
    clientId: 'client-id',
    currency: 'EUR',
    intent: 'authorize',
    sdkBaseUrl: 'http://sdk.test/js',
  });
});

it('creates an AUTHORIZE order in EUR with one purchase unit, then posts the payment with the query token', async () => {
  const bridge = jest.fn();
  window.ReactNativeWebView = { postMessage: bridge };
  open();
  pay();
  expect(await screen.findByText('Payment authorized.')).toBeInTheDocument();
  expect(mockOrders).toEqual([
    {
      intent: 'AUTHORIZE',
      purchase_units: [
        {
          amount: { currency_code: 'EUR', value: '80.52' },
          description: 'Airport pickup',
          reference_id: '7',
        },
      ],
    },
  ]);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe('/payment/alfie/saveIntent');
  expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
  expect(bodyOf(calls[0]!)).toEqual({
    id: null,
    requestId: 7,
    amount: 8052,
    orderId: 'ORDER-1',
    authorizationId: 'AUTH-ORDER-1',
    endDatetime: '',
  });
  expect(bridge).toHaveBeenCalledWith(
    JSON.stringify({ orderId: 'ORDER-1', authorizationId: 'AUTH-ORDER-1' }),
  );
  // The buttons stay.
  expect(screen.getByRole('button', { name: 'PayPal' })).toBeEnabled();
});

it('an end time makes it an extension: extend-request with endDatetime; the parent window gets the message', async () => {
  const posted = jest.spyOn(window.parent, 'postMessage');
  open(`${QUERY}&endDateTime=2026-12-02T18:00:00.000Z`);
  pay();
  await screen.findByText('Payment authorized.');
  expect(calls[0]!.url).toBe('/request/alfie/extend-request');
  expect(bodyOf(calls[0]!)).toMatchObject({ amount: 8052, endDatetime: '2026-12-02T18:00:00.000Z' });
  expect(posted).toHaveBeenCalledWith(
    JSON.stringify({ orderId: 'ORDER-1', authorizationId: 'AUTH-ORDER-1' }),
    '*',
  );
  posted.mockRestore();
});

it('rounds the amount to cents (amount × 100)', async () => {
  open('?token=t&requestId=7&amount=19.9');
  pay();
  await screen.findByText('Payment authorized.');
  expect(bodyOf(calls[0]!).amount).toBe(1990);
  expect(
    (mockOrders[0] as { purchase_units: { amount: { value: string } }[] }).purchase_units[0]!.amount.value,
  ).toBe('19.90');
});

it('a server failure shows the reason and Retry; the retry posts the same authorization and succeeds', async () => {
  replies = [{ status: 409, data: { error: 'x', code: 'AMOUNT.MISMATCH' } }];
  const bridge = jest.fn();
  window.ReactNativeWebView = { postMessage: bridge };
  open();
  pay();
  expect(await screen.findByText('The amount does not match the price of the request')).toBeInTheDocument();
  expect(screen.getByText('Sending data to server failed')).toBeInTheDocument();
  expect(bridge).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Payment authorized.')).toBeInTheDocument();
  expect(calls).toHaveLength(2);
  expect(bodyOf(calls[1]!)).toEqual(bodyOf(calls[0]!));
  expect(bridge).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

it('an answer without result or id is a failure', async () => {
  replies = [{ status: 200, data: {} }];
  open();
  pay();
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText('Payment authorized.')).toBeNull();
});

it('a network failure shows the alert "Error sending data to server" with the error', async () => {
  replies = ['network'];
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  open();
  pay();
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Error sending data to server Failed to fetch'));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  alert.mockRestore();
});

it.each([
  ['no token', '?requestId=7&amount=10'],
  ['no request id', '?token=t&amount=10'],
  ['a malformed amount', '?token=t&requestId=7&amount=ten'],
  ['a zero amount', '?token=t&requestId=7&amount=0'],
  ['a malformed request id', '?token=t&requestId=abc&amount=10'],
  ['a request id of 0', '?token=t&requestId=0&amount=10'],
  ['a request id past any id', '?token=t&requestId=99999999999999999999&amount=10'],
  ['an amount with leading zeros', '?token=t&requestId=7&amount=0010'],
  ['an amount of a billion', '?token=t&requestId=7&amount=1000000000'],
  ['an amount with three decimals', '?token=t&requestId=7&amount=10.505'],
  ['a malformed end time', '?token=t&requestId=7&amount=10&endDateTime=tomorrow'],
])('%s shows a clear message instead of the buttons', (_what, search) => {
  open(search);
  expect(screen.getByRole('alert')).toHaveTextContent('The payment link is incomplete or invalid.');
  expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
});

it('without a PayPal client id it says PayPal is not configured, and logs it', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  open(QUERY, { paypalClientId: '', paypalSdkUrl: '' });
  expect(screen.getByRole('alert')).toHaveTextContent('PayPal is not configured on this server');
  expect(screen.getByRole('alert')).not.toHaveTextContent('not available at the moment');
  expect(log).toHaveBeenCalledWith(expect.stringContaining('paypalClientId'));
  log.mockRestore();
});

it('shows a loader while the SDK loads and an error when it cannot be loaded', () => {
  mockScript.state = 'pending';
  const { unmount } = open();
  expect(screen.getByRole('status')).toHaveTextContent('Loading PayPal…');
  unmount();
  mockScript.state = 'rejected';
  open();
  expect(screen.getByRole('alert')).toHaveTextContent('PayPal could not be loaded.');
});

it('speaks Italian and French', async () => {
  await act(() => i18n.changeLanguage('it'));
  const { unmount } = open('?requestId=7');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Autorizzazione al pagamento');
  unmount();
  await act(() => i18n.changeLanguage('fr'));
  open('?requestId=7');
  expect(screen.getByRole('alert')).toHaveTextContent('Le lien de paiement est incomplet ou invalide.');
});
