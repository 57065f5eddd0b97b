// The operator list: name, role label (user administration, recruiting, full admin) and a manage link.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABEL_KEYS, type Operator, type OperatorRole } from '@alfie/shared/contracts';
import { DataTable } from '@alfie/shared/ui/data-table';
import type { DataTableColumn } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';

export function OperatorTable(props: {
  operators: Operator[];
  onManage: (o: Operator) => void;
  selectedId: number | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const columns = useMemo<DataTableColumn<Operator>[]>(
    () => [
      { id: 'name', header: t('col.name'), value: (o) => `${o.firstname} ${o.lastname}` },
      {
        id: 'role',
        header: t('col.role'),
        value: (o) => {
          const key = ROLE_LABEL_KEYS[o.account.role as OperatorRole];
          return key ? tc(key) : o.account.role;
        },
      },
      {
        id: 'manage',
        header: t('col.manage'),
        sortable: false,
        value: () => null,
        render: (o) => (
          <button
            type="button"
            className="alfie-link-button"
            aria-label={t('manage', { name: `${o.firstname} ${o.lastname}` })}
            onClick={() => props.onManage(o)}
          >
            {t('col.manage')}
          </button>
        ),
      },
    ],
    [t, tc, props],
  );
  return (
    <DataTable
      caption={t('listCaption')}
      columns={columns}
      rows={props.operators}
      rowKey={(o) => o.id}
      selectedKey={props.selectedId}
    />
  );
}
