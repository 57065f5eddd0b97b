// Two-factor is on: how many recovery codes are left, and turning it off with a code or a recovery code.
import { useTranslation } from 'react-i18next';
import { useSession } from '@alfie/shared/session';
import { CodeForm } from './code-form.tsx';
import { disable } from './two-factor-api.ts';

export function DisablePanel({ codesLeft, onDisabled }: { codesLeft: number; onDisabled: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      <p>{t('TWO_FACTOR.STATUS_ON')}</p>
      <p>{t('TWO_FACTOR.RECOVERY_LEFT', { count: codesLeft })}</p>
      <h2>{t('TWO_FACTOR.DISABLE_TITLE')}</h2>
      <CodeForm
        allowRecovery
        submitLabel={t('TWO_FACTOR.DISABLE')}
        onSubmit={async (input) => {
          // Every earlier token of the account ended (this one too): the session goes on with the new one.
          useSession.getState().replaceToken((await disable(input)).token);
          onDisabled();
        }}
      />
    </>
  );
}
