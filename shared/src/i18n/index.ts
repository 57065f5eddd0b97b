// Entry of @alfie/shared/i18n: the i18next instance, locale switching, remotes' namespaces, checks and formats.
export { i18n, initI18n, changeLocale, addNamespace, namespacesReady, currentLocale } from './i18n.ts';
export type { FetchedLocale } from './i18n.ts';
export { COMMON_NS } from './common-ns.ts';
export type { Resources } from './resources.ts';
export { localeKeyProblems } from './key-check.ts';
export {
  DATE_STYLES,
  formatDateTime,
  formatDay,
  formatCents,
  formatMoney,
  formatNumber,
  formatPercent,
  prepareDateFormat,
} from './format.ts';
export type { DateStyle } from './format.ts';
