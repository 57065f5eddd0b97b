// DateTimeField: a local date and time picker (value 'yyyy-MM-ddTHH:mm') bound to a react-hook-form field.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { FieldShell, describedBy, fieldIds } from './field-shell.tsx';
import type { FormControl } from './field-shell.tsx';

export interface DateTimeFieldProps<T extends FieldValues> {
  control: FormControl<T>;
  name: Path<T>;
  label: string;
  /** Earliest choice, same format as the value. */
  min?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Called after the field changes, e.g. to move the end when the start moves. */
  onValueChange?: (value: string) => void;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A Date as the value of a datetime-local input, in the viewer's time zone. */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function DateTimeField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  hint,
  required,
  disabled,
  onValueChange,
}: DateTimeFieldProps<T>) {
  const ids = fieldIds(useId());
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={fieldState.error} required={required}>
      <input
        id={ids.inputId}
        type="datetime-local"
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        min={min}
        onChange={(e) => {
          field.onChange(e.target.value);
          onValueChange?.(e.target.value);
        }}
        onBlur={field.onBlur}
        ref={field.ref}
        required={required}
        disabled={disabled}
        aria-invalid={fieldState.invalid}
        aria-describedby={describedBy(ids, Boolean(hint), fieldState.error)}
      />
    </FieldShell>
  );
}
