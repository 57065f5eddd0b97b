import { postWithFetch } from './post-with-fetch.ts';
import type { PaymentCall } from './send-payment.ts';

const call: PaymentCall = {
  path: '/payment/alfie/saveIntent',
  token: 'tok-123',
  body: {
    id: null,
    requestId: 7,
    amount: 8052,
    orderId: 'ORDER-1',
    authorizationId: 'AUTH-1',
    endDatetime: '',
  },
};

/** What fetch resolves with, as far as postWithFetch reads it. */
function answer(status: number, body: unknown, statusText = ''): Response {
  return {
    status,
    statusText,
    json: () =>
      typeof body === 'string' ? Promise.reject(new SyntaxError('not JSON')) : Promise.resolve(body),
  } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it('POSTs the body as JSON to the API base URL with the query token as bearer', async () => {
  fetchMock.mockResolvedValue(answer(200, { result: true, id: 5 }));
  await expect(postWithFetch('http://api.test/')(call)).resolves.toEqual({
    ok: true,
    status: 200,
    data: { result: true, id: 5 },
  });
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('http://api.test/payment/alfie/saveIntent');
  expect(init.method).toBe('POST');
  expect(init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer tok-123' });
  expect(JSON.parse(init.body as string)).toEqual(call.body);
});

it('an answer below 400 that is not JSON has null data', async () => {
  fetchMock.mockResolvedValue(answer(204, 'no content'));
  await expect(postWithFetch('http://api.test')(call)).resolves.toEqual({
    ok: true,
    status: 204,
    data: null,
  });
});

it('maps a failure answer with the shared rules: a known code is its key', async () => {
  fetchMock.mockResolvedValue(answer(409, { error: 'Wrong amount', code: 'AMOUNT.MISMATCH' }, 'Conflict'));
  await expect(postWithFetch('http://api.test')(call)).resolves.toEqual({
    ok: false,
    status: 409,
    messageKey: 'AMOUNT.MISMATCH',
    message: 'Wrong amount',
  });
});

it('a failure answer that is not the API’s takes its key from the status', async () => {
  fetchMock.mockResolvedValue(answer(401, '<html>', 'Unauthorized'));
  await expect(postWithFetch('http://api.test')(call)).resolves.toEqual({
    ok: false,
    status: 401,
    messageKey: 'UNAUTHORIZED',
    message: 'Unauthorized',
  });
});

it('an unreachable server is status 0 with the error message', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(postWithFetch('http://api.test')(call)).resolves.toEqual({
    ok: false,
    status: 0,
    messageKey: 'SEND.FAILED',
    message: 'Failed to fetch',
  });
});
