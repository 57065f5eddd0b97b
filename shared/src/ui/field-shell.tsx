// FieldShell: label, hint and translated error around one input, with the ids that tie them together.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldError, FieldValues } from 'react-hook-form';
import './ui.css';

// react-hook-form types a form's control by its input, context and output types; fields only care about the input.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormControl<T extends FieldValues> = Control<T, any, any>;

export interface FieldIds {
  inputId: string;
  errorId: string;
  hintId: string;
}

export const fieldIds = (base: string): FieldIds => ({
  inputId: `${base}-input`,
  errorId: `${base}-error`,
  hintId: `${base}-hint`,
});

/** The aria attributes an input needs for its hint and error. */
export function describedBy(ids: FieldIds, hasHint: boolean, error?: FieldError): string | undefined {
  const parts = [hasHint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

export interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  /** Kept for callers; the input's own required attribute announces it, so the label stays exactly its text. */
  required?: boolean;
  checkbox?: boolean;
  children: ReactNode;
}

export function FieldShell({ ids, label, error, hint, checkbox = false, children }: FieldShellProps) {
  const { t } = useTranslation('common');
  const labelEl = <label htmlFor={ids.inputId}>{label}</label>;
  return (
    <div className={`alfie-field alfie-ui${checkbox ? ' alfie-field--checkbox' : ''}`}>
      {checkbox ? (
        <>
          {children}
          {labelEl}
        </>
      ) : (
        <>
          {labelEl}
          {children}
        </>
      )}
      {hint && (
        <p id={ids.hintId} className="alfie-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="alfie-field-error" role="alert">
          {t(error.message || 'REQUIRED.FIELD')}
        </p>
      )}
    </div>
  );
}
