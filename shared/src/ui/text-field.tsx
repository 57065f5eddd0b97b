// TextField: a text, e-mail, phone, number or date input (or a textarea) bound to a react-hook-form field.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { FieldShell, describedBy, fieldIds } from './field-shell.tsx';
import type { FormControl } from './field-shell.tsx';

export interface TextFieldProps<T extends FieldValues> {
  control: FormControl<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'search' | 'date';
  multiline?: boolean;
  autoComplete?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  step?: number | string;
  min?: number | string;
  placeholder?: string;
  /** Called after the field changes, e.g. to clear a field that excludes this one. */
  onValueChange?: (value: string) => void;
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  multiline = false,
  hint,
  required,
  onValueChange,
  ...rest
}: TextFieldProps<T>) {
  const ids = fieldIds(useId());
  const { field, fieldState } = useController({ control, name });
  const common = {
    id: ids.inputId,
    name: field.name,
    value: (field.value as string | number | undefined) ?? '',
    onChange: (e: { target: { value: string } }) => {
      field.onChange(e);
      onValueChange?.(e.target.value);
    },
    onBlur: field.onBlur,
    ref: field.ref,
    required,
    'aria-invalid': fieldState.invalid,
    'aria-describedby': describedBy(ids, Boolean(hint), fieldState.error),
    disabled: rest.disabled,
    placeholder: rest.placeholder,
  };
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={fieldState.error} required={required}>
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type={type} autoComplete={rest.autoComplete} step={rest.step} min={rest.min} {...common} />
      )}
    </FieldShell>
  );
}
