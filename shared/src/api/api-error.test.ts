import { AxiosError } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './api-error.ts';

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
