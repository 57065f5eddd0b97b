import { DEFAULT_SORT } from './filters.ts';
import { MAX_PAGES, readDashboardParams, writeDashboardParams } from './dashboard-params.ts';

const read = (search: string) => readDashboardParams(new URLSearchParams(search));

describe('a dashboard in the address', () => {
  it('reads filters, sort and pages', () => {
    expect(read('date=last7days&city=Roma&status=assigned&sort=departure&order=asc&pages=3')).toEqual({
      filters: { assignmentDate: 'last7days', departure: 'Roma', status: 'assigned' },
      sort: { columnId: 'departure', direction: 'asc' },
      pages: 3,
    });
  });

  it('falls back to the defaults on anything the screen does not offer', () => {
    expect(read('date=yesterday&city=%20%20&status=lost&sort=price&order=up&pages=-2')).toEqual({
      filters: {},
      sort: DEFAULT_SORT,
      pages: 1,
    });
    expect(read('pages=abc').pages).toBe(1);
    expect(read('pages=0').pages).toBe(1);
    expect(read('pages=999').pages).toBe(MAX_PAGES);
    expect(read(`city=${'x'.repeat(101)}`).filters).toEqual({});
    // A column with an unknown direction keeps the column, in the default direction.
    expect(read('sort=status&order=sideways').sort).toEqual({
      columnId: 'status',
      direction: DEFAULT_SORT.direction,
    });
  });

  it('writes only what differs from the defaults, keeping the other parameters', () => {
    const base = new URLSearchParams('other=1&status=created&pages=4');
    expect(
      writeDashboardParams(base, {
        filters: { departure: 'Milano' },
        sort: DEFAULT_SORT,
        pages: 1,
      }).toString(),
    ).toBe('other=1&city=Milano');
    const state = {
      filters: { assignmentDate: 'last24h', status: 'created' },
      sort: { columnId: 'customer', direction: 'desc' as const },
      pages: 2,
    };
    const written = writeDashboardParams(new URLSearchParams(), state);
    expect(written.toString()).toBe('date=last24h&status=created&sort=customer&order=desc&pages=2');
    expect(readDashboardParams(written)).toEqual(state);
  });
});
