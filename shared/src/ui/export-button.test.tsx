import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '../testing/render.tsx';
import { ExportButton } from './export-button.tsx';
import { buildXlsx, downloadFile, neutraliseCell, toSheetRows } from './xlsx-export.ts';

jest.mock('./xlsx-export.ts', () => {
  const actual = jest.requireActual('./xlsx-export.ts');
  return { ...actual, downloadFile: jest.fn() };
});

const columns = [
  { header: 'Company', value: (r: { company: string; amount: number }) => r.company },
  { header: 'Amount', value: (r: { company: string; amount: number }) => r.amount },
];

describe('xlsx export', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx'])('neutralises %j against formula injection', (text) => {
    expect(neutraliseCell(text)).toBe(`'${text}`);
  });

  it('keeps ordinary text and numbers, negative numbers included', () => {
    expect(neutraliseCell('Milano')).toBe('Milano');
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(null)).toBe('');
  });

  it('puts headers first and flattens rows', () => {
    expect(toSheetRows(columns, [{ company: '=HYPERLINK("x")', amount: 10 }])).toEqual([
      ['Company', 'Amount'],
      [`'=HYPERLINK("x")`, 10],
    ]);
  });

  it('writes an xlsx (zip) file', async () => {
    const data = await buildXlsx(columns, [{ company: 'ACME', amount: 1 }]);
    const bytes = new Uint8Array(data);
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });

  it('the button fetches the rows and downloads a named .xlsx', async () => {
    const rows = jest.fn(async () => [{ company: 'ACME', amount: 1 }]);
    await renderIn('en', <ExportButton fileName="companies" columns={columns} rows={rows} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(expect.anything(), 'companies.xlsx'));
    expect(rows).toHaveBeenCalledTimes(1);
  });

  it('the button saves a file written elsewhere, busy meanwhile, and reports a failure', async () => {
    let done!: (file: Blob) => void;
    const blob = new Blob(['PK']);
    const file = jest.fn(() => new Promise<Blob>((resolve) => (done = resolve)));
    const onError = jest.fn();
    await renderIn('en', <ExportButton fileName="requests" file={file} onError={onError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button')).toHaveTextContent('Preparing the file…');
    expect(screen.getByRole('button').querySelector('.alfie-spinner')).not.toBeNull();
    done(blob);
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(blob, 'requests.xlsx'));
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled();

    file.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('offline')));
  });
});
