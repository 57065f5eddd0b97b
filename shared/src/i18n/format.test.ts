import { changeLocale } from './i18n.ts';
import { formatDateTime, prepareDateFormat } from './format.ts';

describe('prepareDateFormat', () => {
  const idle: Array<() => void> = [];
  const original = window.requestIdleCallback;
  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = (callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    };
  });
  afterEach(async () => {
    window.requestIdleCallback = original;
    jest.restoreAllMocks();
    await changeLocale('it');
  });

  it('makes the current language’s date formatter when the page is idle, and the rows then use it', async () => {
    // A language no other test of this file has formatted in: its formatter does not exist yet.
    await changeLocale('fr');
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    prepareDateFormat();
    expect(made).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
    expect(formatDateTime('2026-03-01T09:30:00Z')).toMatch(/^01\/03\/2026 \d\d:30$/);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
