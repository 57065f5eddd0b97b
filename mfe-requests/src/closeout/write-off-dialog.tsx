// The dialog in which an operator-admin writes off what a customer still owes on a confirmed service, with the
// reason (required, kept in the audit): the service is then settled and its PA can be paid.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { toApiError } from '@alfie/shared/api';
import type { CloseoutItem } from '@alfie/shared/contracts';
import { closeoutWriteOffSchema } from '@alfie/shared/contracts/schemas/closeout';
import { formatCents } from '@alfie/shared/i18n';
import { Modal } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useWriteOffOwed } from '../api/write-off-owed.ts';

export interface WriteOffDialogProps {
  row: CloseoutItem;
  onClose: (changed: boolean) => void;
}

export function WriteOffDialog({ row, onClose }: WriteOffDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const writeOffOwed = useWriteOffOwed();
  const inputId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  /** An error key of the common namespace: the reason's, or the server's refusal. */
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = v.safeParse(closeoutWriteOffSchema, { requestId: row.id, reason });
    if (!parsed.success) {
      setFieldError(parsed.issues[0].message);
      return;
    }
    setFieldError(null);
    setBusy(true);
    setError(null);
    try {
      await writeOffOwed(row.id, parsed.output.reason);
      onClose(true);
    } catch (err) {
      setError(toApiError(err).messageKey);
      setBusy(false);
    }
  };

  const actions = (
    <>
      <button
        type="button"
        className="alfie-button alfie-button--secondary"
        disabled={busy}
        onClick={() => onClose(false)}
      >
        {t('coCancel')}
      </button>
      <button type="button" className="alfie-button" disabled={busy} onClick={() => void submit()}>
        {t('coWriteOffConfirm')}
      </button>
    </>
  );

  return (
    <Modal open onClose={() => onClose(false)} title={t('coWriteOffTitle', { id: row.id })} actions={actions}>
      <p>
        {t('coWriteOffText', {
          amount: formatCents(row.owed ?? 0, row.currencyCode),
          customer: row.customerName ?? '',
        })}
      </p>
      <div className="alfie-field">
        <label htmlFor={inputId}>{t('coWriteOffReason')}</label>
        <textarea
          id={inputId}
          value={reason}
          rows={3}
          required
          onChange={(e) => setReason(e.target.value)}
          disabled={busy}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
        />
        {fieldError && (
          <p id={`${inputId}-error`} className="alfie-field-error" role="alert">
            {t(fieldError, { ns: 'common' })}
          </p>
        )}
      </div>
      {busy && <p role="status">{t('coWriteOffWorking')}</p>}
      {error && (
        <p role="alert" className="alfie-state alfie-state--error">
          {t(error, { ns: 'common', defaultValue: t('coFailed') })}
        </p>
      )}
    </Modal>
  );
}
