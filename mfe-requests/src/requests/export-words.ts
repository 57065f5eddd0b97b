// The words of the dashboard's Excel file, in the reader's language: this remote owns them (its namespace, and the
// common status labels) and sends them with the export call, which writes the file with the shared column model;
// the language it sends names the means of service, languages and countries as the screens do.
import type { TFunction } from 'i18next';
import { REQUEST_STATUSES, toLocale } from '@alfie/shared/contracts';
import { REQUEST_EXPORT_COLUMNS, type RequestExportWords } from '@alfie/shared/contracts/request-export';

export function exportWords(t: TFunction, language: string): RequestExportWords {
  return {
    language: toLocale(language),
    headers: Object.fromEntries(
      REQUEST_EXPORT_COLUMNS.map((key) => [key, t(key)]),
    ) as RequestExportWords['headers'],
    statuses: Object.fromEntries(
      REQUEST_STATUSES.map((status) => [
        status,
        t(`STATUS.${status}`, { ns: 'common', defaultValue: status }),
      ]),
    ),
  };
}
