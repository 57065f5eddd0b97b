// ExportButton: downloads an .xlsx file, either written here from the given rows (the writer is fetched on the first
// click; for short lists) or fetched whole from a call that writes it (long lists: the requests dashboards).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildXlsx, downloadFile } from './xlsx-export.ts';
import type { ExportColumn } from './xlsx-export.ts';
import './ui.css';

/** The rows, written into the file in the page. */
interface RowsSource<T> {
  columns: readonly ExportColumn<T>[];
  /** The rows, or a function that fetches them (e.g. the whole list, not just the page shown). */
  rows: readonly T[] | (() => readonly T[] | Promise<readonly T[]>);
  sheetName?: string;
  file?: never;
}

/** A file written elsewhere (the API), fetched with the session's credentials. */
interface FileSource {
  file: () => Promise<Blob>;
  columns?: never;
  rows?: never;
  sheetName?: never;
}

export type ExportButtonProps<T> = (RowsSource<T> | FileSource) & {
  /** File name; '.xlsx' is added when missing. */
  fileName: string;
  label?: string;
  onError?: (error: unknown) => void;
};

export function ExportButton<T>({ fileName, label, onError, ...source }: ExportButtonProps<T>) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      let file: Uint8Array | Blob;
      if (source.file) file = await source.file();
      else {
        const { columns, rows, sheetName } = source;
        file = await buildXlsx(columns, typeof rows === 'function' ? await rows() : rows, sheetName);
      }
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
      {busy ? (
        <>
          <span className="alfie-spinner" aria-hidden="true" /> {t('COMMON.EXPORTING')}
        </>
      ) : (
        (label ?? t('COMMON.EXPORT'))
      )}
    </button>
  );
}
