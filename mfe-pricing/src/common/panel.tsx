// A closable detail panel beside a table: a titled region that takes focus when it opens.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace.ts';

export function Panel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="pricing-panel alfie-ui" aria-labelledby={titleId}>
      <div className="pricing-panel-header">
        <h3 id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h3>
        <button type="button" className="alfie-button alfie-button--secondary" onClick={onClose}>
          {t('closeForm')}
        </button>
      </div>
      {children}
    </section>
  );
}
