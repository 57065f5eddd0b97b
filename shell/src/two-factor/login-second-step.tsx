// The login's second step: the code of the authenticator app (or a recovery code) with the password step's challenge.
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@alfie/shared/contracts/schemas/answers';
import { CodeForm } from './code-form.tsx';
import { verify } from './two-factor-api.ts';

export interface LoginSecondStepProps {
  challenge: string;
  onSignedIn: (answer: LoginResponse) => void;
  onBack: () => void;
}

export function LoginSecondStep({ challenge, onSignedIn, onBack }: LoginSecondStepProps) {
  const { t } = useTranslation('common');
  return (
    <section className="shell-card" aria-labelledby="two-factor-step-title">
      <h1 id="two-factor-step-title">{t('TWO_FACTOR.STEP_TITLE')}</h1>
      <p>{t('TWO_FACTOR.STEP_INTRO')}</p>
      <CodeForm
        allowRecovery
        submitLabel={t('TWO_FACTOR.VERIFY')}
        onSubmit={async (input) => onSignedIn(await verify(challenge, input))}
      />
      <div className="shell-links">
        <button type="button" className="shell-button" onClick={onBack}>
          {t('COMMON.BACK_TO_LOGIN')}
        </button>
      </div>
    </section>
  );
}
