// CheckboxField: a tick box bound to a boolean react-hook-form field; its label may hold a link or button.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { FieldShell, describedBy, fieldIds } from './field-shell.tsx';
import type { FormControl } from './field-shell.tsx';

export interface CheckboxFieldProps<T extends FieldValues> {
  control: FormControl<T>;
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
}: CheckboxFieldProps<T>) {
  const ids = fieldIds(useId());
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldShell ids={ids} label={label} error={fieldState.error} required={required} checkbox>
      <input
        id={ids.inputId}
        type="checkbox"
        name={field.name}
        checked={Boolean(field.value)}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
        ref={field.ref}
        disabled={disabled}
        aria-invalid={fieldState.invalid}
        aria-describedby={describedBy(ids, false, fieldState.error)}
      />
    </FieldShell>
  );
}
