// Accept and refuse buttons of a detail panel: enabled only while the item can be decided (created), otherwise
// disabled with the reason said beside them and announced as their description.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '@alfie/shared/contracts';
import { canDecide } from '@alfie/shared/contracts/recruiting';
import { NAMESPACE } from '../i18n/namespace.ts';

export interface DecisionActionsProps {
  status: string | null | undefined;
  /** Label of the negative button: 'refuse' (PA) or 'reject' (company). */
  refuseKey: 'refuse' | 'reject';
  onDecide: (decision: Decision) => void;
}

export function DecisionActions({ status, refuseKey, onDecide }: DecisionActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const reasonId = useId();
  const open = canDecide(status);
  const describedBy = open ? undefined : reasonId;
  return (
    <div className="recruiting-actions">
      <button
        type="button"
        className="alfie-button"
        disabled={!open}
        aria-describedby={describedBy}
        onClick={() => onDecide('approved')}
      >
        {t('accept')}
      </button>
      <button
        type="button"
        className="alfie-button alfie-button--secondary"
        disabled={!open}
        aria-describedby={describedBy}
        onClick={() => onDecide('rejected')}
      >
        {t(refuseKey)}
      </button>
      {!open && (
        <p id={reasonId} className="alfie-field-hint">
          {t('decided', { status: tc(`STATUS.${status ?? ''}`, { defaultValue: status ?? '' }) })}
        </p>
      )}
    </div>
  );
}
