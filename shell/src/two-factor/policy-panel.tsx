// operator-admin only: which operator roles must use two-factor sign-in (one switch per role, saved at once).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABEL_KEYS } from '@alfie/shared/contracts/roles';
import type { OperatorRole } from '@alfie/shared/contracts/roles';
import { toApiError, useQuery } from '@alfie/shared/api';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { fetchPolicy, savePolicy } from './two-factor-api.ts';

/** `onSaved`: a change may concern the caller's own role, whose own state the page then shows again. */
export function PolicyPanel({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation('common');
  const policy = useQuery(['two-factor', 'policy'], fetchPolicy);
  const [saving, setSaving] = useState<OperatorRole | null>(null);
  const [messageKey, setMessageKey] = useState<{ key: string; error: boolean } | null>(null);

  const change = async (role: OperatorRole, required: boolean) => {
    setSaving(role);
    setMessageKey(null);
    try {
      await savePolicy(role, required);
      setMessageKey({ key: 'TWO_FACTOR.POLICY_SAVED', error: false });
      policy.reload();
      onSaved?.();
    } catch (error) {
      setMessageKey({ key: toApiError(error).messageKey, error: true });
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby="two-factor-policy">
      <h2 id="two-factor-policy">{t('TWO_FACTOR.POLICY_TITLE')}</h2>
      {policy.error && <ErrorState onRetry={policy.reload} />}
      {policy.loading && !policy.data && <Loader />}
      {policy.data && (
        <fieldset disabled={saving !== null}>
          <legend>{t('TWO_FACTOR.POLICY_INTRO')}</legend>
          {policy.data.roles.map(({ role, required }) => (
            <label key={role} className="two-factor-role">
              <input
                type="checkbox"
                checked={required}
                onChange={(e) => void change(role, e.target.checked)}
              />
              {t(ROLE_LABEL_KEYS[role])}
            </label>
          ))}
        </fieldset>
      )}
      {saving && <Loader />}
      {messageKey && (
        <p
          className={messageKey.error ? 'shell-error' : undefined}
          role={messageKey.error ? 'alert' : 'status'}
        >
          {t(messageKey.key)}
        </p>
      )}
    </section>
  );
}
