// ExportButton: downloads the given rows as an .xlsx file (the writer is fetched on the first click).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildXlsx, downloadFile } from './xlsx-export.ts';
import type { ExportColumn } from './xlsx-export.ts';
import './ui.css';

export interface ExportButtonProps<T> {
  /** File name; '.xlsx' is added when missing. */
  fileName: string;
  columns: readonly ExportColumn<T>[];
  /** The rows, or a function that fetches them (e.g. the whole list, not just the page shown). */
  rows: readonly T[] | (() => readonly T[] | Promise<readonly T[]>);
  label?: string;
  sheetName?: string;
  onError?: (error: unknown) => void;
}

export function ExportButton<T>({
  fileName,
  columns,
  rows,
  label,
  sheetName,
  onError,
}: ExportButtonProps<T>) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const data = typeof rows === 'function' ? await rows() : rows;
      const file = await buildXlsx(columns, data, sheetName);
      downloadFile(file, fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`);
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="alfie-button alfie-button--secondary"
      onClick={run}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t('COMMON.EXPORTING') : (label ?? t('COMMON.EXPORT'))}
    </button>
  );
}
