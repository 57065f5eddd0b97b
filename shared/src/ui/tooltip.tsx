// Tooltip: an info button whose text shows on hover or focus and is read as the description of `describes`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './ui.css';

export function Tooltip({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <span
      className="alfie-tooltip"
      onMouseEnter={() => setVisible(true)}
      onMouseLeave={() => setVisible(false)}
    >
      <button
        type="button"
        className="alfie-button alfie-button--secondary"
        aria-label={t('COMMON.MORE_INFO')}
        aria-expanded={visible}
        onFocus={() => setVisible(true)}
        onBlur={() => setVisible(false)}
        onClick={() => setVisible(!visible)}
        onKeyDown={(e) => e.key === 'Escape' && setVisible(false)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className={visible ? 'alfie-tooltip-bubble' : 'alfie-visually-hidden'}>
        {text}
      </span>
    </span>
  );
}
