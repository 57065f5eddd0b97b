import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config.ts';

describe('parseRuntimeConfig', () => {
  it('keeps the known remotes and defaults the PayPal settings', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'http://api',
      remotes: { mfe_pricing: 'http://p/mf-manifest.json', mfe_unknown: 'http://x', mfe_users: '' },
    });
    expect(config).toEqual({
      apiBaseUrl: 'http://api',
      remotes: { mfe_pricing: 'http://p/mf-manifest.json' },
      paypalClientId: '',
      paypalSdkUrl: '',
    });
  });

  it('refuses a file without apiBaseUrl', () => {
    expect(() => parseRuntimeConfig({ remotes: {} })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });
});

describe('loadRuntimeConfig', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches /config.json in the default cache mode (its preload from index.html is then used) and remembers it', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ apiBaseUrl: 'http://api', remotes: {} }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith('/config.json');
    expect(getRuntimeConfig().apiBaseUrl).toBe('http://api');
  });

  it('fails on an error answer', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).rejects.toThrow('404');
  });
});
