// The buttons under a pricing form: Create or Save, and Delete (behind a confirmation) once an item is edited.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/namespace.ts';

export interface FormActionsProps {
  editing: boolean;
  submitting: boolean;
  deleteLabel: string;
  onDelete: () => void;
}

export function FormActions({ editing, submitting, deleteLabel, onDelete }: FormActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="pricing-actions">
      <button type="submit" className="alfie-button" disabled={submitting}>
        {editing ? t('save') : t('create')}
      </button>
      {editing && (
        <button type="button" className="alfie-button alfie-button--secondary" onClick={onDelete}>
          {deleteLabel}
        </button>
      )}
    </div>
  );
}
