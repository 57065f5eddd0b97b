// ProfilePage (/profile): the company's data, terms and privacy, deleting the profile (with what is kept and
// what is erased, then logout) and the assistance block.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, type CustomerDetail } from '@alfie/shared/contracts';
import { toApiError } from '@alfie/shared/api';
import { useSession } from '@alfie/shared/session';
import { ConfirmDialog } from '@alfie/shared/ui/confirm-dialog';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useCurrentCustomer } from '../api/get-current-customer.ts';
import { LegalLinks } from '../common/legal-links.tsx';
import { NAMESPACE } from '../i18n/namespace.ts';
import '../common/customer.css';

const FIELDS: [keyof CustomerDetail, string][] = [
  ['businessName', 'businessName'],
  ['country', 'country'],
  ['postalCode', 'postalCode'],
  ['vatCode', 'vatCode'],
  ['sdi', 'sdi'],
  ['email', 'adminEmail'],
  ['city', 'city'],
  ['street', 'address'],
  ['fiscalCode', 'fiscalCode'],
];

export default function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const customer = useCurrentCustomer();
  return (
    <div className="customer-page">
      <h1>{t('profileTitle')}</h1>
      {customer.loading && <Loader />}
      {customer.error && <ErrorState messageKey={customer.error.messageKey} onRetry={customer.reload} />}
      {customer.data && <ProfileBody customer={customer.data} />}
      <section className="customer-block" aria-labelledby="profile-support">
        <h2 id="profile-support">{t('supportTitle')}</h2>
        <p>
          {t('supportText')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </section>
    </div>
  );
}

function ProfileBody({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const logout = useSession((s) => s.logout);
  const deleteCustomer = useDeleteCustomer();
  const [confirming, setConfirming] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const remove = async () => {
    setErrorKey(null);
    try {
      await deleteCustomer(customer.id);
      logout({ redirectTo: '/' });
    } catch (err) {
      setErrorKey(toApiError(err).messageKey);
    }
  };
  return (
    <>
      <section className="customer-block customer-summary" aria-labelledby="profile-company">
        <h2 id="profile-company">{t('companySection')}</h2>
        <dl>
          {FIELDS.map(([field, label]) => (
            <div key={field} style={{ display: 'contents' }}>
              <dt>{t(label)}</dt>
              <dd>{customer[field] ?? '–'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="customer-block" aria-labelledby="profile-legal">
        <h2 id="profile-legal">{t('legalTitle')}</h2>
        <LegalLinks />
        <p>
          <button type="button" className="alfie-link-button" onClick={() => setConfirming(true)}>
            {t('deleteProfile')}
          </button>
        </p>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('deleteProfileTitle')}
        text={t('deleteProfileErased')}
        confirmLabel={t('deleteProfileConfirm')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('deleteProfileKept')}</p>
        {errorKey && <ErrorState messageKey={errorKey} onRetry={() => void remove()} />}
      </ConfirmDialog>
    </>
  );
}
