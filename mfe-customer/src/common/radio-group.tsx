// RadioGroup: a fieldset of radio buttons bound to one text field (e.g. 'arrival same as departure' yes/no).
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormControl } from '@alfie/shared/ui/field-shell';

export interface RadioGroupProps<T extends FieldValues> {
  control: FormControl<T>;
  name: Path<T>;
  legend: string;
  options: readonly { value: string; label: string }[];
  onValueChange?: (value: string) => void;
}

export function RadioGroup<T extends FieldValues>({
  control,
  name,
  legend,
  options,
  onValueChange,
}: RadioGroupProps<T>) {
  const { field } = useController({ control, name });
  return (
    <fieldset className="customer-choices alfie-ui">
      <legend>{legend}</legend>
      <div className="customer-choices-options">
        {options.map((o) => (
          <label key={o.value} className="customer-choice">
            <input
              type="radio"
              name={field.name}
              value={o.value}
              checked={field.value === o.value}
              onChange={() => {
                field.onChange(o.value);
                onValueChange?.(o.value);
              }}
              onBlur={field.onBlur}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
