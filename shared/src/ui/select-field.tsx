// SelectField: a select bound to a react-hook-form field; with no options it says 'no option'.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, describedBy, fieldIds } from './field-shell.tsx';
import type { FormControl } from './field-shell.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues> {
  control: FormControl<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first choice; omit it to force a value. */
  placeholder?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Called after the field changes, e.g. to reset what depended on the old choice. */
  onValueChange?: (value: string) => void;
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  hint,
  required,
  disabled,
  onValueChange,
}: SelectFieldProps<T>) {
  const { t } = useTranslation('common');
  const ids = fieldIds(useId());
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={fieldState.error} required={required}>
      <select
        id={ids.inputId}
        name={field.name}
        value={(field.value as string | number | undefined) ?? ''}
        onChange={(e) => {
          field.onChange(e);
          onValueChange?.(e.target.value);
        }}
        onBlur={field.onBlur}
        ref={field.ref}
        required={required}
        disabled={disabled}
        aria-invalid={fieldState.invalid}
        aria-describedby={describedBy(ids, Boolean(hint), fieldState.error)}
      >
        {options.length === 0 ? (
          <option value="">{t('COMMON.NO_OPTION')}</option>
        ) : (
          placeholder !== undefined && <option value="">{placeholder}</option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
