// The shell's loading of a remote: manifest, remoteEntry.js by script, the container given the shell's share scope,
// then asked for the page; a failure anywhere rejects, and the next load starts again from the manifest.
import type { ShareScope } from 'virtual:alfie-federation-host';
import { ENTRY_TIMEOUT_MS, loadRemote, startFederation } from './federation-host.ts';
import { preloadOf } from './page-files-preload.ts';

jest.mock(
  'virtual:alfie-federation-host',
  () => ({
    shareScope: {
      'react-hook-form': {
        '7.0.0': {
          get: jest.fn(() => Promise.resolve(() => ({}))),
          version: '7.0.0',
          from: 'shell',
          eager: false,
        },
      },
    },
  }),
  { virtual: true },
);
const { shareScope: mockScope } = jest.requireMock<{ shareScope: ShareScope }>(
  'virtual:alfie-federation-host',
);
// Whether main.js preloaded the entry: nothing to wait for, unless a test says so.
jest.mock('./page-files-preload.ts', () => ({
  ...jest.requireActual<object>('./page-files-preload.ts'),
  preloadOf: jest.fn(),
}));
const legacyRuntime = jest.fn();
jest.mock('./legacy-runtime.ts', () => legacyRuntime());

const MANIFEST_URL = 'http://remote.test/x/mf-manifest.json';

const manifestOf = (extra: Record<string, unknown> = {}) => ({
  name: 'mfe_pricing',
  metaData: {
    globalName: 'mfe_pricing',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    exposeRequires: { './PricingPage': ['react-hook-form'] },
    ...extra,
  },
});

const json = (body: unknown) => ({ status: 200, ok: true, json: () => Promise.resolve(body) }) as Response;

/** What a remoteEntry.js does when it runs: sets its container as a global. */
function containerOf(page: unknown) {
  return {
    init: jest.fn(),
    get: jest.fn((module: string) =>
      module === './PricingPage'
        ? Promise.resolve(() => page)
        : Promise.reject(new Error(`Module "${module}" does not exist in container.`)),
    ),
  };
}

/** jsdom runs no script: each written <script> is answered by `answer(src)` (true: it loaded and ran). */
function scriptsAnswer(answer: (src: string) => boolean) {
  const written: string[] = [];
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    written.push(script.src);
    setTimeout(() => (answer(script.src) ? script.onload : script.onerror)?.call(script, new Event('load')));
    return node;
  });
  return written;
}

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  legacyRuntime.mockReset();
  delete globals.mfe_pricing;
  startFederation({ mfe_pricing: MANIFEST_URL });
});
afterEach(() => jest.restoreAllMocks());

test('loads the entry from beside the manifest, gives the container the share scope and answers the page', async () => {
  const page = { default: 'PricingPage' };
  const container = containerOf(page);
  global.fetch = jest.fn().mockResolvedValue(json(manifestOf()));
  const written = scriptsAnswer(() => {
    globals.mfe_pricing = container;
    return true;
  });

  expect(await loadRemote('mfe_pricing/PricingPage')).toBe(page);
  expect(written).toEqual(['http://remote.test/x/remoteEntry.js']);
  expect(container.init).toHaveBeenCalledWith(mockScope);
  // The form library the page takes was started from the manifest, before the entry ran.
  expect(mockScope['react-hook-form']?.['7.0.0']?.get).toHaveBeenCalled();
  expect(legacyRuntime).not.toHaveBeenCalled();

  // A second page of the same remote: no second manifest, entry or init.
  await expect(loadRemote('mfe_pricing/Missing')).rejects.toThrow('does not exist in container');
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(written).toHaveLength(1);
  expect(container.init).toHaveBeenCalledTimes(1);
});

test("a manifest named by its path on the page's origin (config.json as deploy/ renders it): the entry beside it there", async () => {
  startFederation({ mfe_pricing: '/mfe-pricing/1.1.4/mf-manifest.json' });
  global.fetch = jest.fn().mockResolvedValue(json(manifestOf()));
  const written = scriptsAnswer(() => {
    globals.mfe_pricing = containerOf({ default: 'here' });
    return true;
  });
  expect(await loadRemote('mfe_pricing/PricingPage')).toEqual({ default: 'here' });
  expect(written).toEqual([`${location.origin}/mfe-pricing/1.1.4/remoteEntry.js`]);
});

test('a remote built with @module-federation/enhanced gets its runtime before its entry runs', async () => {
  // A registry of its own: the runtime's module runs once per registry, whichever test imports it first.
  await jest.isolateModulesAsync(async () => {
    const host = await import('./federation-host.ts');
    host.startFederation({ mfe_pricing: MANIFEST_URL });
    const order: string[] = [];
    legacyRuntime.mockImplementation(() => order.push('runtime'));
    global.fetch = jest.fn().mockResolvedValue(json(manifestOf({ pluginVersion: '2.9.2' })));
    scriptsAnswer(() => {
      order.push('entry');
      globals.mfe_pricing = containerOf({ default: 'old' });
      return true;
    });
    expect(await host.loadRemote('mfe_pricing/PricingPage')).toEqual({ default: 'old' });
    expect(order).toEqual(['runtime', 'entry']);
  });
});

test("the entry is written once main.js's preload of it has its answer, so it is fetched once", async () => {
  let answered: () => void = () => undefined;
  const preload = jest.mocked(preloadOf);
  preload.mockReturnValueOnce(new Promise<void>((resolve) => (answered = resolve)));
  global.fetch = jest.fn().mockResolvedValue(json(manifestOf()));
  const written = scriptsAnswer(() => {
    globals.mfe_pricing = containerOf({ default: 'page' });
    return true;
  });
  const load = loadRemote('mfe_pricing/PricingPage');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(preload).toHaveBeenCalledWith('http://remote.test/x/remoteEntry.js');
  expect(written).toEqual([]);
  answered();
  expect(await load).toEqual({ default: 'page' });
  expect(written).toEqual(['http://remote.test/x/remoteEntry.js']);
});

test('two pages of one remote asked at once: one manifest, one entry, one init', async () => {
  const container = containerOf({ default: 'page' });
  global.fetch = jest.fn().mockResolvedValue(json(manifestOf()));
  const written = scriptsAnswer(() => {
    globals.mfe_pricing = container;
    return true;
  });
  const pages = await Promise.all([
    loadRemote('mfe_pricing/PricingPage'),
    loadRemote('mfe_pricing/PricingPage'),
  ]);
  expect(pages).toEqual([{ default: 'page' }, { default: 'page' }]);
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(written).toHaveLength(1);
  expect(container.init).toHaveBeenCalledTimes(1);
});

test('a failed init, or a page its container fails to give, is loaded again from the manifest and the entry', async () => {
  global.fetch = jest.fn().mockResolvedValue(json(manifestOf()));
  const broken = containerOf({ default: 'never' });
  broken.init.mockImplementation(() => {
    throw new Error('init failed');
  });
  const failing = containerOf({ default: 'never' });
  failing.get.mockRejectedValue(new Error('Loading chunk forms failed'));
  const containers = [broken, failing, containerOf({ default: 'third time' })];
  const written = scriptsAnswer(() => {
    globals.mfe_pricing = containers.shift();
    return true;
  });
  await expect(loadRemote('mfe_pricing/PricingPage')).rejects.toThrow('init failed');
  await expect(loadRemote('mfe_pricing/PricingPage')).rejects.toThrow('Loading chunk forms failed');
  expect(await loadRemote('mfe_pricing/PricingPage')).toEqual({ default: 'third time' });
  expect(written).toHaveLength(3);
  expect(global.fetch).toHaveBeenCalledTimes(3);
});

test('an entry that never answers rejects after the timeout, its script removed', async () => {
  jest.useFakeTimers();
  try {
    global.fetch = jest.fn().mockResolvedValue(json(manifestOf()));
    const scripts: HTMLScriptElement[] = [];
    jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      scripts.push(node as unknown as HTMLScriptElement);
      return node;
    });
    const load = loadRemote('mfe_pricing/PricingPage');
    const failed = expect(load).rejects.toThrow(`did not load in ${ENTRY_TIMEOUT_MS / 1000} s`);
    await jest.advanceTimersByTimeAsync(ENTRY_TIMEOUT_MS - 1);
    expect(scripts).toHaveLength(1);
    const remove = jest.spyOn(scripts[0] as HTMLScriptElement, 'remove');
    await jest.advanceTimersByTimeAsync(1);
    await failed;
    expect(remove).toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
  }
});

test("each provider the containers registered carries its version, which enhanced's runtime reads", async () => {
  global.fetch = jest.fn().mockResolvedValue(json(manifestOf()));
  const container = containerOf({ default: 'page' });
  // What webpack's `register` writes: the version is the key, not a field.
  container.init.mockImplementation((scope: Record<string, Record<string, object>>) => {
    scope['date-fns'] = { '4.1.0': { get: () => () => ({}), from: 'mfe_pricing', eager: false } };
  });
  scriptsAnswer(() => {
    globals.mfe_pricing = container;
    return true;
  });
  await loadRemote('mfe_pricing/PricingPage');
  expect(mockScope['date-fns']?.['4.1.0']?.version).toBe('4.1.0');
  delete mockScope['date-fns'];
});

test('a dead entry rejects, and the next load reads the manifest and writes the script again', async () => {
  global.fetch = jest.fn().mockResolvedValue(json(manifestOf()));
  let up = false;
  const written = scriptsAnswer(() => {
    if (up) globals.mfe_pricing = containerOf({ default: 'back' });
    return up;
  });
  await expect(loadRemote('mfe_pricing/PricingPage')).rejects.toThrow('could not be loaded');

  up = true;
  expect(await loadRemote('mfe_pricing/PricingPage')).toEqual({ default: 'back' });
  expect(global.fetch).toHaveBeenCalledTimes(2);
  expect(written).toHaveLength(2);
});

test('a manifest without an entry, an entry that sets no container, a remote config.json does not name: rejected', async () => {
  global.fetch = jest.fn().mockResolvedValue(json({ name: 'mfe_pricing', metaData: { publicPath: 'auto' } }));
  await expect(loadRemote('mfe_pricing/PricingPage')).rejects.toThrow('does not say where remoteEntry.js is');

  global.fetch = jest.fn().mockResolvedValue(json(manifestOf()));
  scriptsAnswer(() => true);
  await expect(loadRemote('mfe_pricing/PricingPage')).rejects.toThrow('set no container mfe_pricing');

  global.fetch = jest.fn().mockResolvedValue(json(manifestOf({ globalName: 'x;alert(1)' })));
  await expect(loadRemote('mfe_pricing/PricingPage')).rejects.toThrow('names no container global');

  await expect(loadRemote('mfe_users/UsersPage')).rejects.toThrow('config.json names no mfe_users');
});
