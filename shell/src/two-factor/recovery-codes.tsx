// The recovery codes, shown once right after two-factor is turned on.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="two-factor-recovery">
      <h2 id="two-factor-recovery" ref={heading} tabIndex={-1}>
        {t('TWO_FACTOR.RECOVERY_TITLE')}
      </h2>
      <p>{t('TWO_FACTOR.RECOVERY_INTRO')}</p>
      <ul className="two-factor-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="shell-button shell-button--primary" onClick={onDone}>
        {t('TWO_FACTOR.RECOVERY_SAVED')}
      </button>
    </section>
  );
}
