import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '../testing/render.tsx';
import { seriousViolations } from '../testing/axe.ts';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './table-model.ts';

interface Row {
  id: number;
  city: string;
  created: string | null;
}

const rows: Row[] = [
  { id: 1, city: 'Milano', created: '2026-01-02T10:00:00Z' },
  { id: 2, city: 'Roma', created: '2026-01-03T10:00:00Z' },
  { id: 3, city: 'Milano', created: null },
];

const columns: DataTableColumn<Row>[] = [
  {
    id: 'city',
    header: 'City',
    value: (r) => r.city,
    filter: {
      options: [
        { value: 'Milano', label: 'Milano' },
        { value: 'Roma', label: 'Roma' },
      ],
    },
  },
  {
    id: 'created',
    header: 'Created',
    value: (r) => (r.created ? new Date(r.created) : null),
    render: (r) => r.created ?? 'incorrect date',
  },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).queryAllByRole('row');

describe('DataTable', () => {
  it('filters rows with a labelled select', async () => {
    await renderIn('en', <DataTable caption="Requests" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(bodyRows()).toHaveLength(3);
    await userEvent.selectOptions(screen.getByLabelText('Filter: City'), 'Roma');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Roma');
    expect(await seriousViolations()).toEqual([]);
  });

  it('sorts by a column both ways, empty values last, and announces it', async () => {
    await renderIn('en', <DataTable caption="Requests" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const header = screen.getByRole('button', { name: /Created/ });
    await userEvent.click(header);
    expect(bodyRows().map((r) => r.textContent)).toEqual([
      'Milano2026-01-02T10:00:00Z',
      'Roma2026-01-03T10:00:00Z',
      'Milanoincorrect date',
    ]);
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    expect(bodyRows()[0]).toHaveTextContent('Roma');
    expect(bodyRows()[2]).toHaveTextContent('incorrect date');
  });

  it('with onSortChange leaves the order to the caller (the server sorts the whole list)', async () => {
    const onSortChange = jest.fn();
    await renderIn(
      'en',
      <DataTable
        caption="Requests"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ columnId: 'created', direction: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    // Shown as given: sorted here, newest first, Roma would come first.
    expect(bodyRows().map((r) => r.textContent)).toEqual([
      'Milano2026-01-02T10:00:00Z',
      'Roma2026-01-03T10:00:00Z',
      'Milanoincorrect date',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Created/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'created', direction: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /City/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'city', direction: 'asc' });
    expect(bodyRows()[0]).toHaveTextContent('Milano2026-01-02');
  });

  it('a filter can carry its own label', async () => {
    const labelled = columns.map((c) =>
      c.filter ? { ...c, filter: { ...c.filter, label: 'Departure city (first stop)' } } : c,
    );
    await renderIn(
      'en',
      <DataTable caption="Requests" columns={labelled} rows={rows} rowKey={(r) => r.id} />,
    );
    expect(screen.getByLabelText('Departure city (first stop)')).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    await renderIn('it', <DataTable caption="Requests" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('Nessun dato da mostrare')).toBeInTheDocument();
  });

  it('rows with an action answer to click and to Enter', async () => {
    const onRowClick = jest.fn();
    await renderIn(
      'en',
      <DataTable
        caption="Requests"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        onRowClick={onRowClick}
      />,
    );
    await userEvent.click(bodyRows()[1]!);
    bodyRows()[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick.mock.calls.map((c) => c[0].id)).toEqual([2, 1]);
  });

  it('leaves filtering to the caller when filters are controlled', async () => {
    const onFiltersChange = jest.fn();
    await renderIn(
      'en',
      <DataTable
        caption="Requests"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        filters={{ city: 'Roma' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(bodyRows()).toHaveLength(3);
    await userEvent.selectOptions(screen.getByLabelText('Filter: City'), 'Milano');
    expect(onFiltersChange).toHaveBeenCalledWith({ city: 'Milano' });
  });

  it('renders only the rows in view on long pages', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: i, city: `City ${i}`, created: null }));
    await renderIn(
      'en',
      <DataTable
        caption="Requests"
        columns={columns}
        rows={many}
        rowKey={(r) => r.id}
        height={440}
        rowHeight={44}
      />,
    );
    const rendered = bodyRows().filter((r) => r.getAttribute('aria-hidden') !== 'true');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]).toHaveTextContent('City 0');
  });

  it('lays the table out from the columns when every column has a width, and only then', async () => {
    const widths = columns.map((c, i) => ({ ...c, width: `${10 + i}rem` }));
    const { unmount } = await renderIn(
      'en',
      <DataTable caption="Requests" columns={widths} rows={rows} rowKey={(r) => r.id} />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveClass('alfie-table--fixed');
    expect([...table.querySelectorAll('col')].map((c) => c.style.width)).toEqual(['10rem', '11rem']);
    unmount();

    const some = [widths[0]!, columns[1]!];
    await renderIn('en', <DataTable caption="Requests" columns={some} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table')).not.toHaveClass('alfie-table--fixed');
    expect(screen.getByRole('table').querySelector('colgroup')).toBeNull();
  });
});
