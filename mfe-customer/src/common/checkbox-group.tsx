// CheckboxGroup: a fieldset of tick boxes bound to one array field, with its translated error; `toggle` decides
// the new list (e.g. 'nothing' clearing the other vehicles).
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormControl } from '@alfie/shared/ui/field-shell';

export interface CheckboxGroupProps<T extends FieldValues> {
  control: FormControl<T>;
  name: Path<T>;
  legend: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  toggle?: (current: readonly string[], value: string, checked: boolean) => string[];
}

const defaultToggle = (current: readonly string[], value: string, checked: boolean) =>
  checked ? [...current.filter((x) => x !== value), value] : current.filter((x) => x !== value);

export function CheckboxGroup<T extends FieldValues>({
  control,
  name,
  legend,
  options,
  hint,
  toggle = defaultToggle,
}: CheckboxGroupProps<T>) {
  const { t } = useTranslation('common');
  const base = useId();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string[] | undefined) ?? [];
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const described = [hint ? hintId : '', fieldState.error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className="customer-choices alfie-ui"
      aria-describedby={described || undefined}
      aria-invalid={fieldState.invalid || undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="alfie-field-hint">
          {hint}
        </p>
      )}
      <div className="customer-choices-options">
        {options.map((o, i) => (
          <label key={o.value} className="customer-choice">
            <input
              type="checkbox"
              name={field.name}
              value={o.value}
              checked={value.includes(o.value)}
              ref={i === 0 ? field.ref : undefined}
              onChange={(e) => field.onChange(toggle(value, o.value, e.target.checked))}
              onBlur={field.onBlur}
            />
            {o.label}
          </label>
        ))}
      </div>
      {fieldState.error && (
        <p id={errorId} className="alfie-field-error" role="alert">
          {t(fieldState.error.message || 'REQUIRED.FIELD')}
        </p>
      )}
    </fieldset>
  );
}
