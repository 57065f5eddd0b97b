import { ERROR_MESSAGES } from '../contracts/error-keys.ts';
import { answerError, toApiError, unreachableError } from './api-error.ts';

describe('answerError', () => {
  it.each([
    [400, 'INVALID.INPUT'],
    [403, 'NOT.PERMITTED'],
    [404, 'NOT.FOUND'],
    [429, 'TOO.MANY.ATTEMPTS'],
    [500, 'SERVER.ERROR'],
  ])('chooses a key from status %i when the code is unknown', (status, key) => {
    expect(answerError(status, { error: 'x', code: 'SOMETHING.ELSE' }, 'x').messageKey).toBe(key);
  });

  it('keeps a known code', () => {
    expect(answerError(403, { code: 'RULE.NOT.FOUND' }, 'x').messageKey).toBe('RULE.NOT.FOUND');
  });

  it('knows every error key of the contracts, and no name an object merely inherits', () => {
    for (const code of Object.keys(ERROR_MESSAGES))
      expect(answerError(400, { code }, 'x').messageKey).toBe(code);
    expect(answerError(400, { code: 'toString' }, 'x').messageKey).toBe('INVALID.INPUT');
    expect(answerError(400, { code: 'constructor' }, 'x').messageKey).toBe('INVALID.INPUT');
  });

  it('takes the message, the code and the field keys of the API’s body', () => {
    const body = {
      error: 'Wrong amount',
      code: 'AMOUNT.MISMATCH',
      fields: { amount: 'INVALID.NUMBER', x: 1 },
    };
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

  it('an unreachable server is status 0, SEND.FAILED, with the error message (unreachableError)', () => {
    expect(unreachableError('Failed to fetch')).toMatchObject({
      status: 0,
      messageKey: 'SEND.FAILED',
      message: 'Failed to fetch',
    });
  });
});

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const err = answerError(404, null, 'Not Found');
    expect(toApiError(err)).toBe(err);
  });

  it('makes anything else a SERVER.ERROR of status 0', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 0, messageKey: 'SERVER.ERROR' });
  });
});
