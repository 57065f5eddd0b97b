// Password recovery and delete links for another operator, each with its confirmation and result message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator } from '@alfie/shared/contracts';
import { ConfirmDialog } from '@alfie/shared/ui/confirm-dialog';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useDeleteOperator } from '../api/delete-operator.ts';
import { useSendResetPassword } from '../api/send-reset-password.ts';

type Pending = 'reset' | 'delete' | null;
type Result = { ok: boolean; key: string } | null;

export function AccountActions({ operator, onDeleted }: { operator: Operator; onDeleted: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const deleteOperator = useDeleteOperator();
  const sendResetPassword = useSendResetPassword();
  const [pending, setPending] = useState<Pending>(null);
  const [result, setResult] = useState<Result>(null);
  const name = `${operator.firstname} ${operator.lastname}`;

  const run = async (what: Exclude<Pending, null>) => {
    setPending(null);
    setResult(null);
    try {
      if (what === 'reset') {
        await sendResetPassword(operator.id);
        setResult({ ok: true, key: 'emailSent' });
      } else {
        await deleteOperator(operator.id);
        onDeleted();
      }
    } catch {
      setResult({ ok: false, key: 'errorOccurred' });
    }
  };

  return (
    <div className="users-account-actions">
      <button type="button" className="alfie-link-button" onClick={() => setPending('reset')}>
        {t('passwordRecovery')}
      </button>
      <button type="button" className="alfie-link-button" onClick={() => setPending('delete')}>
        {t('deleteOperator')}
      </button>
      {result && (
        <p
          className={result.ok ? 'users-success' : 'alfie-field-error'}
          role={result.ok ? 'status' : 'alert'}
        >
          {t(result.key)}
        </p>
      )}
      <ConfirmDialog
        open={pending === 'reset'}
        title={t('passwordRecovery')}
        text={t('passwordRecoveryConfirm', { email: operator.email })}
        onConfirm={() => void run('reset')}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'delete'}
        title={t('deleteOperator')}
        text={t('deleteConfirm', { name })}
        onConfirm={() => void run('delete')}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
