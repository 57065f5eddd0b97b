// Offer or Withdraw for one request: the call, a loader while it runs, and the outcome in words; a refusal (409:
// already offered, no longer open, assigned...) shows the server's reason in the current language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@alfie/shared/api';
import { Loader } from '@alfie/shared/ui/loader';
import { useOffer } from '../api/offer.ts';
import { useWithdrawOffer } from '../api/withdraw-offer.ts';
import { NAMESPACE } from '../i18n/namespace.ts';

export interface OfferActionProps {
  requestId: number;
  offered: boolean;
  /** Whether withdrawing is still allowed (the request is not assigned). */
  canWithdraw?: boolean;
  /** The new state after a successful call. */
  onChange: (offered: boolean) => void;
}

type Outcome = { kind: 'done'; key: string } | { kind: 'refused'; key: string } | null;

export function OfferAction({ requestId, offered, canWithdraw = true, onChange }: OfferActionProps) {
  const { t } = useTranslation(NAMESPACE);
  const offer = useOffer();
  const withdrawOffer = useWithdrawOffer();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const act = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = offered ? await withdrawOffer(requestId) : await offer(requestId);
      setOutcome({ kind: 'done', key: answer.offered ? 'offerSent' : 'offerWithdrawn' });
      onChange(answer.offered);
    } catch (error) {
      setOutcome({ kind: 'refused', key: toApiError(error).messageKey });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pa-actions">
      {offered && <p className="pa-note">{t('youOffered')}</p>}
      {(!offered || canWithdraw) && (
        <button
          type="button"
          className={offered ? 'alfie-button alfie-button--secondary' : 'alfie-button'}
          disabled={busy}
          onClick={act}
        >
          {t(offered ? 'withdraw' : 'offer')}
        </button>
      )}
      {busy && <Loader />}
      {outcome?.kind === 'done' && (
        <p className="pa-note" role="status">
          {t(outcome.key)}
        </p>
      )}
      {outcome?.kind === 'refused' && (
        <p className="alfie-field-error" role="alert">
          {t(outcome.key, { ns: 'common' })}
        </p>
      )}
    </div>
  );
}
