// UsersPage of mfe-users (/user-management, operator-admin and operator): operator accounts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator } from '@alfie/shared/contracts';
import { useSession } from '@alfie/shared/session';
import { ErrorState } from '@alfie/shared/ui/error-state';
import { Loader } from '@alfie/shared/ui/loader';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useCountryNames } from '../api/get-country-names.ts';
import { useOperators } from '../api/get-operators.ts';
import { OperatorTable } from '../operators/operator-table.tsx';
import { OperatorForm } from '../operators/operator-form.tsx';
import { isOwnAccount } from '../operators/operator-values.ts';
import '../common/users.css';

type Editor = { open: false } | { open: true; operator: Operator | null };

export default function UsersPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useSession((s) => s.user);
  const operators = useOperators();
  const countries = useCountryNames(i18n.language);
  const [editor, setEditor] = useState<Editor>({ open: false });

  if (operators.loading && !operators.data) return <Loader />;
  if (operators.error && !operators.data)
    return (
      <ErrorState
        onRetry={operators.reload}
        messageKey={operators.error.status === 403 ? 'NOT.PERMITTED' : operators.error.messageKey}
      />
    );
  const editing = editor.open ? editor.operator : null;
  return (
    <div className="users-page">
      <div className="users-header">
        <h1>{t('usersTitle')}</h1>
        <button
          type="button"
          className="alfie-button"
          onClick={() => setEditor({ open: true, operator: null })}
        >
          {t('newOperator')}
        </button>
      </div>
      <div className="users-split">
        <OperatorTable
          operators={operators.data ?? []}
          selectedId={editing?.id ?? null}
          onManage={(operator) => setEditor({ open: true, operator })}
        />
        {editor.open && (
          <OperatorForm
            key={editing?.id ?? 'new'}
            editing={editing}
            own={editing ? isOwnAccount(editing, user) : false}
            countries={countries.data ?? []}
            onClose={() => setEditor({ open: false })}
            onChanged={(close) => {
              if (close) setEditor({ open: false });
            }}
          />
        )}
      </div>
    </div>
  );
}
