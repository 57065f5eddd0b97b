// Runs before every front-end test file: jest-dom matchers and the browser APIs jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import type * as QueryCache from '@alfie/shared/api';

const g = globalThis as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;

// jsdom has no ResizeObserver; the virtualised table only needs it to exist.
if (!g.ResizeObserver) {
  g.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

afterEach(() => {
  window.localStorage.clear();
});

// findBy / waitFor give up after 3 s instead of 1 s: answers render in transitions (shared/src/api/query.ts), which
// React schedules on the next ticks, and a 2-core CI machine running every project at once can take more than a
// second to get there. A screen that never shows still fails; nothing waits longer when it does show.
configure({ asyncUtilTimeout: 3000 });

// Each test starts with an empty query cache, as a fresh page does: before it, once the previous test's screens are
// unmounted. Required here, not imported above: an import would load the API client before a test file's jest.mock
// of the session could apply.
beforeEach(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily on purpose (see above)
  const query = require('@alfie/shared/api') as typeof QueryCache;
  query.clearQueryCache();
});

// jsdom has no canvas; axe-core probes it for icon fonts and would log "not implemented" on every scan.
if (typeof HTMLCanvasElement !== 'undefined') {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { value: () => null });
}
