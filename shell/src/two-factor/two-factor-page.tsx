// /two-factor: an operator turns two-factor sign-in on (QR code, key, code, recovery codes once) or off; the
// operator-admin also sets which roles must use it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@alfie/shared/api';
import { isEnrolmentPending, useSession } from '@alfie/shared/session';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { DisablePanel } from './disable-panel.tsx';
import { PolicyPanel } from './policy-panel.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SetupPanel } from './setup-panel.tsx';
import { fetchStatus } from './two-factor-api.ts';
import './two-factor.css';

export function TwoFactorPage() {
  const { t } = useTranslation('common');
  const role = useSession((s) => s.role);
  const status = useQuery(['two-factor', 'status'], fetchStatus);
  // Until it has enrolled, the server opens only this screen's own calls to a session the policy binds.
  const pendingToken = useSession((s) => isEnrolmentPending(s.token));
  const mustEnrol = pendingToken || (status.data?.required === true && !status.data.enabled);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const body = () => {
    if (recoveryCodes)
      return (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            status.reload();
          }}
        />
      );
    if (status.error) return <ErrorState onRetry={status.reload} />;
    if (!status.data) return <Loader />;
    if (status.data.enabled)
      return (
        <DisablePanel
          codesLeft={status.data.recoveryCodesLeft}
          onDisabled={() => {
            setNotice('TWO_FACTOR.DISABLED_DONE');
            status.reload();
          }}
        />
      );
    return (
      <>
        {notice && <p role="status">{t(notice)}</p>}
        <p>{t('TWO_FACTOR.STATUS_OFF')}</p>
        {status.data.required && (
          <p className="shell-error" role="alert">
            {t('TWO_FACTOR.REQUIRED')}
          </p>
        )}
        <SetupPanel
          onEnabled={(codes) => {
            setNotice(null);
            setRecoveryCodes(codes);
          }}
        />
      </>
    );
  };

  return (
    <section className="shell-card shell-card--wide" aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">{t('TWO_FACTOR.TITLE')}</h1>
      <p>{t('TWO_FACTOR.INTRO')}</p>
      {body()}
      {role === 'operator-admin' && !recoveryCodes && !mustEnrol && <PolicyPanel onSaved={status.reload} />}
    </section>
  );
}
