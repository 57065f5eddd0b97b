// The API's retained memory, read through the V8 inspector of a process started with `--inspect=127.0.0.1:0`:
// the JavaScript heap and ArrayBuffer storage left after a forced full collection. RSS, sampled while calls are
// in flight, moves with the garbage collector's cycle and with the answers being built at that instant; what is
// still held after a collection is what a leak would make grow.
import type { ApiProcess } from './api-process.ts';

export interface HeapProbe {
  /** MB still held after a full collection (JavaScript heap plus ArrayBuffer backing stores). */
  retainedMb(): Promise<number>;
  close(): void;
}

interface HeapUsage {
  usedSize: number;
  backingStorageSize?: number;
}

const INSPECTOR_URL = /Debugger listening on (ws:\/\/\S+)/;

/** Connects to the inspector of `api` (started with nodeArgs ['--inspect=127.0.0.1:0']). */
export async function heapProbe(api: ApiProcess, timeoutMs = 10_000): Promise<HeapProbe> {
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (!(url = INSPECTOR_URL.exec(api.stderr.join(''))?.[1])) {
    if (Date.now() > deadline)
      throw new Error('the API printed no inspector address: start it with --inspect');
    await new Promise((r) => setTimeout(r, 50));
  }
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot reach the inspector at ${url}`)), {
      once: true,
    });
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(JSON.stringify(message.error)));
    else waiting.resolve(message.result);
  });
  const send = <T>(method: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    async retainedMb() {
      // Twice: a first collection can leave objects whose finalizers free more on the second.
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      const usage = await send<HeapUsage>('Runtime.getHeapUsage');
      return (usage.usedSize + (usage.backingStorageSize ?? 0)) / 1024 / 1024;
    },
    close: () => socket.close(),
  };
}
