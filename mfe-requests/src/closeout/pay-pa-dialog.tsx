// The confirmation before a settled service's PA is marked paid, with the amount and the PA's name; a refusal
// stays in the dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@alfie/shared/api';
import type { CloseoutItem } from '@alfie/shared/contracts';
import { ConfirmDialog } from '@alfie/shared/ui';
import { formatCents } from '@alfie/shared/i18n';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useMarkPaPaid } from '../api/mark-pa-paid.ts';

export interface PayPaDialogProps {
  /** The service whose PA is paid; null: the dialog is closed. */
  row: CloseoutItem | null;
  onClose: (changed: boolean) => void;
}

export function PayPaDialog({ row, onClose }: PayPaDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const markPaPaid = useMarkPaPaid();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new row opens the dialog without the previous one's refusal.
  const [shownFor, setShownFor] = useState(row);
  if (row !== shownFor) {
    setShownFor(row);
    setError(null);
  }

  const pay = async () => {
    if (!row) return;
    setBusy(true);
    setError(null);
    try {
      await markPaPaid(row.id);
      onClose(true);
    } catch (err) {
      setError(toApiError(err).messageKey);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={row !== null}
      title={t('coPayTitle', { id: row?.id ?? '' })}
      text={t('coPayText', {
        amount: row ? formatCents(row.paDue, row.currencyCode) : '',
        pa: row?.paName ?? '',
      })}
      confirmLabel={t('coPayConfirm')}
      busy={busy}
      onConfirm={() => void pay()}
      onCancel={() => onClose(false)}
    >
      {error && (
        <p role="alert" className="alfie-state alfie-state--error">
          {t(error, { ns: 'common' })}
        </p>
      )}
    </ConfirmDialog>
  );
}
