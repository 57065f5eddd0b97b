import { AxiosError } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { answerError, toApiError, unreachableError } from './api-error.ts';

const failed = (status: number, data: unknown) =>
  new AxiosError('x', 'ERR', {} as InternalAxiosRequestConfig, null, { status, data } as AxiosResponse);

describe('toApiError', () => {
  it.each([
    [400, 'INVALID.INPUT'],
    [403, 'NOT.PERMITTED'],
    [404, 'NOT.FOUND'],
    [429, 'TOO.MANY.ATTEMPTS'],
    [500, 'SERVER.ERROR'],
  ])('chooses a key from status %i when the code is unknown', (status, key) => {
    expect(toApiError(failed(status, { error: 'x', code: 'SOMETHING.ELSE' })).messageKey).toBe(key);
  });

  it('keeps a known code', () => {
    expect(toApiError(failed(403, { code: 'RULE.NOT.FOUND' })).messageKey).toBe('RULE.NOT.FOUND');
  });

  it('handles non-axios errors', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 0, messageKey: 'SERVER.ERROR' });
  });
});

describe('answerError and unreachableError (clients without axios)', () => {
  it('maps a failure answer as toApiError does', () => {
    const body = {
      error: 'Wrong amount',
      code: 'AMOUNT.MISMATCH',
      fields: { amount: 'INVALID.NUMBER', x: 1 },
    };
    expect(answerError(409, body, 'Conflict')).toEqual(toApiError(failed(409, body)));
    expect(answerError(409, body, 'Conflict')).toMatchObject({
      status: 409,
      messageKey: 'AMOUNT.MISMATCH',
      message: 'Wrong amount',
      fields: { amount: 'INVALID.NUMBER' },
    });
  });

  it('chooses a key from the status when the body is not the API’s, and keeps the fallback message', () => {
    expect(answerError(401, null, 'Unauthorized')).toMatchObject({
      code: '',
      messageKey: 'UNAUTHORIZED',
      message: 'Unauthorized',
    });
    expect(answerError(502, '<html>', 'Bad Gateway').messageKey).toBe('SERVER.ERROR');
  });

  it('an unreachable server is status 0, SEND.FAILED, with the error message', () => {
    expect(unreachableError('Failed to fetch')).toMatchObject({
      status: 0,
      messageKey: 'SEND.FAILED',
      message: 'Failed to fetch',
    });
  });
});
