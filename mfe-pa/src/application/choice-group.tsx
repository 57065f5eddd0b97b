// A fieldset of tick boxes for one form field: legend, hint, the boxes, and the field's translated error, tied
// together for assistive technology.
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface ChoiceGroupProps {
  legend: string;
  hint: string;
  error: FieldError | undefined;
  children: ReactNode;
}

export function ChoiceGroup({ legend, hint, error, children }: ChoiceGroupProps) {
  const { t } = useTranslation('common');
  const base = useId();
  return (
    <fieldset
      className="pa-block alfie-ui"
      aria-describedby={`${base}-hint${error ? ` ${base}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <p id={`${base}-hint`} className="alfie-field-hint">
        {hint}
      </p>
      {children}
      {error && (
        <p id={`${base}-error`} className="alfie-field-error" role="alert">
          {t(error.message || 'REQUIRED.FIELD')}
        </p>
      )}
    </fieldset>
  );
}
