// The query cache: loading and error state, reload, keys, invalidation by prefix and patches in place.
import { Suspense } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { outsideAct } from '@alfie/shared/testing/outside-act';
import { answerError } from './api-error.ts';
import { invalidateQueries, prefetchQuery, setQueryData, useQuery } from './query.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const httpError = (status: number) => answerError(status, {}, 'fail');

function LatestAnswer({ load }: { load: () => Promise<string> }) {
  const { data } = useQuery(['latest'], load);
  return <p>{data ?? 'none'}</p>;
}

test('loads once, then answers the data', async () => {
  const load = jest.fn(async () => ['a']);
  const { result } = renderHook(() => useQuery(['a'], load));
  expect(result.current).toMatchObject({ data: null, loading: true, error: null });
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current).toMatchObject({ data: ['a'], error: null });
  expect(load).toHaveBeenCalledTimes(1);
});

test("a screen's first call does not render it again while loading", async () => {
  const answer = deferred<string>();
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useQuery(['first'], () => answer.promise);
  });
  await act(async () => {});
  // Mounted loading, and the call's start publishes nothing new: no second render (a form that had just hydrated
  // rendered again in one long task).
  expect(renders).toBe(1);
  expect(result.current).toMatchObject({ data: null, loading: true });
  await act(async () => answer.resolve('done'));
  await waitFor(() => expect(result.current.data).toBe('done'));
});

test('a failure becomes a translated ApiError and reload tries again', async () => {
  const load = jest.fn().mockRejectedValueOnce(httpError(404)).mockResolvedValueOnce('found');
  const { result } = renderHook(() => useQuery<string>(['a'], load));
  await waitFor(() => expect(result.current.error).not.toBeNull());
  expect(result.current).toMatchObject({ data: null, loading: false });
  expect(result.current.error).toMatchObject({ status: 404, messageKey: 'NOT.FOUND' });
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data).toBe('found'));
  expect(result.current.error).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

test('keeps the previous data while reloading', async () => {
  const second = deferred<string>();
  const load = jest.fn().mockResolvedValueOnce('first').mockReturnValueOnce(second.promise);
  const { result } = renderHook(() => useQuery<string>(['a'], load));
  await waitFor(() => expect(result.current.data).toBe('first'));
  act(() => result.current.reload());
  expect(result.current).toMatchObject({ data: 'first', loading: true });
  await act(async () => second.resolve('second'));
  expect(result.current).toMatchObject({ data: 'second', loading: false });
});

test('re-runs when a dependency changes and ignores the answer of the call it replaced', async () => {
  const slow = deferred<string>();
  const load = jest.fn((id: number) => (id === 1 ? slow.promise : Promise.resolve(`item ${id}`)));
  const { result, rerender } = renderHook(({ id }) => useQuery(['item', id], () => load(id)), {
    initialProps: { id: 1 },
  });
  rerender({ id: 2 });
  await waitFor(() => expect(result.current.data).toBe('item 2'));
  await act(async () => slow.resolve('item 1'));
  expect(result.current.data).toBe('item 2');
  expect(load.mock.calls).toEqual([[1], [2]]);
});

test('a null key loads nothing, and clears what a previous call loaded', async () => {
  const { result, rerender } = renderHook(
    ({ id }: { id: number | null }) => useQuery(id === null ? null : ['item', id], async () => `item ${id}`),
    { initialProps: { id: null } as { id: number | null } },
  );
  expect(result.current).toMatchObject({ data: null, loading: false, error: null });
  rerender({ id: 3 });
  await waitFor(() => expect(result.current.data).toBe('item 3'));
  rerender({ id: null });
  expect(result.current).toMatchObject({ data: null, loading: false, error: null });
});

test('two screens showing one key share one call and one answer', async () => {
  const load = jest.fn(async () => 'shared');
  const { result } = renderHook(() => [useQuery(['k'], load), useQuery(['k'], load)] as const);
  await waitFor(() => expect(result.current[1].data).toBe('shared'));
  expect(result.current[0].data).toBe('shared');
  expect(load).toHaveBeenCalledTimes(1);
});

test('invalidateQueries re-runs the calls under a prefix, and only those', async () => {
  let n = 0;
  const list = jest.fn(async () => `list ${++n}`);
  const other = jest.fn(async () => 'other');
  const { result } = renderHook(
    () => [useQuery(['requests', 'list', 'business'], list), useQuery(['pa'], other)] as const,
  );
  await waitFor(() => expect(result.current[0].data).toBe('list 1'));
  act(() => invalidateQueries(['requests']));
  await waitFor(() => expect(result.current[0].data).toBe('list 2'));
  expect(other).toHaveBeenCalledTimes(1);
});

test('setQueryData patches the cached answers under a prefix without a call', async () => {
  const load = jest.fn(async () => [{ id: 1, status: 'created' }]);
  const { result } = renderHook(() => useQuery(['requests', 'list', 'business', { status: '' }], load));
  await waitFor(() => expect(result.current.data).not.toBeNull());
  act(() =>
    setQueryData<{ id: number; status: string }[]>(['requests', 'list'], (rows) =>
      rows.map((r) => (r.id === 1 ? { ...r, status: 'assigned' } : r)),
    ),
  );
  expect(result.current.data).toEqual([{ id: 1, status: 'assigned' }]);
  expect(load).toHaveBeenCalledTimes(1);
});

describe('rendering an answer', () => {
  // A part of the screen that is not ready (it suspends) shows what a render is: in a transition React keeps the
  // screen as it was, in an urgent render it shows the Suspense fallback at once.
  const never = new Promise<never>(() => {});
  function NotReady(): never {
    throw never;
  }
  function Screen({ load }: { load: () => Promise<string> }) {
    const { data, loading } = useQuery(['screen'], load);
    if (data === 'patched' || (data !== null && !loading)) return <NotReady />;
    return <p>{loading ? 'loading' : 'idle'}</p>;
  }
  const view = (load: () => Promise<string>) =>
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen load={load} />
      </Suspense>,
    );

  test('an answer from the API renders in a transition: the screen stays as it was meanwhile', async () => {
    const answer = deferred<string>();
    view(() => answer.promise);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answer.resolve('rows'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  test('a later answer to a screen already showing one (a new filter, a reload) renders at once', async () => {
    function Shown({ load }: { load: () => Promise<string> }) {
      const { data } = useQuery(['shown'], load);
      if (data === 'second') return <NotReady />;
      return <p>{data ?? 'none'}</p>;
    }
    const second = deferred<string>();
    const load = jest.fn().mockResolvedValueOnce('first').mockReturnValueOnce(second.promise);
    const { rerender } = render(
      <Suspense fallback={<p>fallback</p>}>
        <Shown load={load} />
      </Suspense>,
    );
    await screen.findByText('first');
    act(() => invalidateQueries(['shown']));
    await act(async () => second.resolve('second'));
    expect(screen.getByText('fallback')).toBeInTheDocument();
    rerender(<p>done</p>);
  });

  test('such an answer is on the page in the task that received it, before the browser can paint', async () => {
    const second = deferred<string>();
    const load = jest.fn().mockResolvedValueOnce('first').mockReturnValueOnce(second.promise);
    render(<LatestAnswer load={load} />);
    await screen.findByText('first');
    act(() => invalidateQueries(['latest']));
    // Outside act(): React's own scheduler, as in the browser. Only microtasks run below, no task, so no frame.
    await outsideAct(async () => {
      second.resolve('second');
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(screen.getByText('second')).toBeInTheDocument();
    });
  });

  test("the page's own patch (setQueryData) renders at once", async () => {
    const answer = deferred<string>();
    view(() => answer.promise);
    await act(async () => answer.resolve('rows'));
    act(() => setQueryData<string>(['screen'], () => 'patched'));
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });
});

test("a prefetched call is the opening screen's own, under way or answered; the next screen asks again", async () => {
  const under = deferred<string>();
  const load = jest.fn(() => under.promise);
  prefetchQuery(['p'], load);
  prefetchQuery(['p'], load);
  const first = renderHook(() => useQuery<string>(['p'], load));
  expect(first.result.current.loading).toBe(true);
  await act(async () => under.resolve('early'));
  expect(first.result.current.data).toBe('early');
  expect(load).toHaveBeenCalledTimes(1);

  const answered = jest.fn(async () => 'answered');
  prefetchQuery(['q'], answered);
  await waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
  await act(async () => undefined);
  const second = renderHook(() => useQuery<string>(['q'], answered));
  expect(second.result.current).toMatchObject({ data: 'answered', loading: false });
  await act(async () => undefined);
  expect(answered).toHaveBeenCalledTimes(1);

  // Taken once: a screen opening later asks again, as every screen does.
  second.unmount();
  renderHook(() => useQuery<string>(['q'], answered));
  await waitFor(() => expect(answered).toHaveBeenCalledTimes(2));
});

test('a prefetched call that failed is asked again by the screen', async () => {
  const load = jest.fn().mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce('back');
  prefetchQuery(['r'], load);
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await act(async () => undefined);
  const { result } = renderHook(() => useQuery<string>(['r'], load));
  await waitFor(() => expect(result.current.data).toBe('back'));
  expect(load).toHaveBeenCalledTimes(2);
});

test('prefetching a key known from before asks again, unless under way, and the screen opening next takes it', async () => {
  let asked = 0;
  const load = jest.fn(async () => `answer ${++asked}`);
  const first = renderHook(() => useQuery<string>(['known'], load));
  await waitFor(() => expect(first.result.current.data).toBe('answer 1'));
  first.unmount();
  prefetchQuery(['known'], load);
  prefetchQuery(['known'], load);
  expect(load).toHaveBeenCalledTimes(2);
  const second = renderHook(() => useQuery<string>(['known'], load));
  await waitFor(() => expect(second.result.current.data).toBe('answer 2'));
  await act(async () => undefined);
  expect(load).toHaveBeenCalledTimes(2);
});
