import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimelineEntry } from '../contracts/timeline.ts';
import { renderIn } from '../testing/render.tsx';
import { seriousViolations } from '../testing/axe.ts';
import { TimelineList, type TimelineListProps } from './timeline-list.tsx';

const entries: TimelineEntry[] = [
  { at: '2026-03-01T09:05:00.000Z', kind: 'filed', actor: { role: 'customer', name: 'Acme' }, detail: {} },
  {
    at: '2026-03-02T14:30:00.000Z',
    kind: 'assigned',
    actor: { role: 'operator-user', name: null },
    detail: { paFirstName: 'Giulia' },
  },
];

const base: TimelineListProps = {
  labelledBy: 'tl',
  entries,
  loading: false,
  emptyMessage: 'Nothing yet',
  describe: (e) => ({
    title: `title ${e.kind}`,
    detail: e.detail.paFirstName ? `PA ${e.detail.paFirstName}` : undefined,
  }),
};

function renderList(locale: 'it' | 'en' | 'fr', props: Partial<TimelineListProps> = {}) {
  return renderIn(
    locale,
    <section>
      <h2 id="tl">Timeline</h2>
      <TimelineList {...base} {...props} />
    </section>,
  );
}

it('is an ordered list named by its heading, in the given order, each entry with a machine-readable time', async () => {
  await renderList('en');
  const list = screen.getByRole('list', { name: 'Timeline' });
  expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  expect(items.map((i) => within(i).getByText(/^title/).textContent)).toEqual([
    'title filed',
    'title assigned',
  ]);
  expect(within(items[1]!).getByText('PA Giulia')).toBeInTheDocument();
  expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T09:05:00.000Z');
  expect(await seriousViolations()).toEqual([]);
});

it("writes the time in the user's locale", async () => {
  const at = new Date(entries[1]!.at);
  const shown = async (locale: 'it' | 'fr') => {
    const { unmount } = await renderList(locale);
    const text = screen.getAllByRole('listitem')[1]!.querySelector('time')!.textContent;
    unmount();
    return text;
  };
  const format = (tag: string) =>
    new Intl.DateTimeFormat(tag, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  // The year with four digits in every language (Italian's short style has two).
  expect(await shown('it')).toBe(format('it-IT'));
  expect(await shown('it')).toMatch(/\/\d{4}, \d\d:\d\d$/);
  expect(await shown('fr')).toBe(format('fr-FR'));
});

it('shows a loader while loading, a readable error with Retry, and the empty message', async () => {
  const { unmount } = await renderList('en', { entries: null, loading: true });
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  unmount();
  const onRetry = jest.fn();
  const second = await renderList('en', { entries: null, errorKey: 'SEND.FAILED', onRetry });
  expect(screen.getByRole('alert')).toHaveTextContent('Sending data to server failed');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  second.unmount();
  await renderList('en', { entries: [] });
  expect(screen.getByText('Nothing yet')).toBeInTheDocument();
});
