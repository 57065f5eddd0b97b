// Test helper: a stand-in for the browser's EventSource (jsdom has none), installed on globalThis, which records the
// streams a screen opens and lets a test send them events or fail them as a server would.
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  url: string;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private handlers = new Map<string, ((e: MessageEvent<string>) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, handler: (e: MessageEvent<string>) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  close(): void {
    this.closed = true;
  }

  /** What the server's `event:`, `id:` and `data:` lines deliver. */
  emit(type: string, id: string, data: unknown): void {
    const message = { data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>;
    for (const handler of this.handlers.get(type) ?? []) handler(message);
  }

  /** The stream opened last. */
  static last(): FakeEventSource {
    const last = FakeEventSource.all[FakeEventSource.all.length - 1];
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }

  static install(): void {
    FakeEventSource.all = [];
    (globalThis as Record<string, unknown>).EventSource = FakeEventSource;
  }

  static uninstall(): void {
    delete (globalThis as Record<string, unknown>).EventSource;
  }
}
