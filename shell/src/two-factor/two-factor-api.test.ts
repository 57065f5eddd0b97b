import { isPublicPath } from '@alfie/shared/api';

describe('two-factor calls', () => {
  it('verify carries no session token (a stale one would end in a 401 logout), the others do', () => {
    expect(isPublicPath('/Auth/two-factor/verify')).toBe(true);
    expect(isPublicPath('/Auth/two-factor/status')).toBe(false);
    expect(isPublicPath('/Auth/two-factor/disable')).toBe(false);
  });
});
