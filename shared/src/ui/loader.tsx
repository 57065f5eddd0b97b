// Loader: a spinner with a spoken label, inline or as the page overlay.
import { useTranslation } from 'react-i18next';
import './ui.css';

export interface LoaderProps {
  /** Cover the page (the global loader) instead of sitting inline. */
  overlay?: boolean;
  label?: string;
}

export function Loader({ overlay = false, label }: LoaderProps) {
  const { t } = useTranslation('common');
  const spinner = (
    <span className="alfie-loader-inline" role="status" aria-live="polite">
      <span className="alfie-spinner" aria-hidden="true" />
      <span className={overlay ? 'alfie-visually-hidden' : undefined}>{label ?? t('COMMON.LOADING')}</span>
    </span>
  );
  return overlay ? <div className="alfie-loader-overlay">{spinner}</div> : spinner;
}
