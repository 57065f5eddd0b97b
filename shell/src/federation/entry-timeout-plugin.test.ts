import { createScript } from '@module-federation/sdk';
import type { CreateScriptHookDom } from '@module-federation/sdk';
import { ENTRY_TIMEOUT_MS, entryTimeoutPlugin } from './entry-timeout-plugin.ts';

const hook = entryTimeoutPlugin().createScript!;

describe('entryTimeoutPlugin', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the entry script 20 s and keeps the attributes the runtime asked for', () => {
    const made = hook({ url: 'http://r/remoteEntry.js', attrs: { crossorigin: 'anonymous', async: true } });
    const { script, timeout } = made as { script: HTMLScriptElement; timeout: number };
    expect(timeout).toBe(ENTRY_TIMEOUT_MS);
    expect(ENTRY_TIMEOUT_MS).toBe(20_000);
    expect(script.src).toBe('http://r/remoteEntry.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.async).toBe(true);
  });

  it("an entry that never answers fails after the plugin's timeout, not before", () => {
    jest.useFakeTimers();
    const onErrorCallback = jest.fn();
    createScript({
      url: 'http://never.test/remoteEntry.js',
      cb: () => undefined,
      onErrorCallback,
      createScriptHook: ((url, attrs) =>
        entryTimeoutPlugin(5_000).createScript!({ url, attrs })) as CreateScriptHookDom,
    });
    jest.advanceTimersByTime(4_999);
    expect(onErrorCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    return Promise.resolve().then(() => {
      expect(onErrorCallback).toHaveBeenCalledWith(expect.objectContaining({ name: 'ScriptNetworkError' }));
    });
  });
});
