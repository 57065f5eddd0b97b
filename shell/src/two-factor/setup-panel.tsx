// Turning two-factor on: a new secret (QR code, key and link as text), then a code from the app confirms it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '@alfie/shared/contracts/two-factor';
import { toApiError } from '@alfie/shared/api';
import { useSession } from '@alfie/shared/session';
import { Loader } from '@alfie/shared/ui/loader';
import { CodeForm } from './code-form.tsx';
import { QrCode } from './qr-code.tsx';
import { enable, startSetup } from './two-factor-api.ts';

export function SetupPanel({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation('common');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setErrorKey(null);
    try {
      setSetup(await startSetup());
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setBusy(false);
    }
  };

  if (!setup)
    return (
      <div className="shell-actions">
        <button type="button" className="shell-button shell-button--primary" onClick={start} disabled={busy}>
          {t('TWO_FACTOR.SETUP')}
        </button>
        {busy && <Loader />}
        {errorKey && (
          <p className="shell-error" role="alert">
            {t(errorKey)}
          </p>
        )}
      </div>
    );

  return (
    <div className="two-factor-setup">
      <p>{t('TWO_FACTOR.SCAN')}</p>
      <QrCode text={setup.otpauthUri} label={t('TWO_FACTOR.QR')} />
      <dl className="two-factor-keys">
        <dt>{t('TWO_FACTOR.SECRET')}</dt>
        <dd>
          <code data-testid="two-factor-secret">{setup.secret}</code>
        </dd>
        <dt>{t('TWO_FACTOR.URI')}</dt>
        <dd>
          <code>{setup.otpauthUri}</code>
        </dd>
      </dl>
      <CodeForm
        submitLabel={t('TWO_FACTOR.ENABLE')}
        onSubmit={async (input) => {
          if (!('code' in input)) return;
          const { recoveryCodes, token } = await enable(input.code);
          // Every earlier token of the account ended (this one too): the session goes on with the new one.
          useSession.getState().replaceToken(token);
          onEnabled(recoveryCodes);
        }}
      />
    </div>
  );
}
