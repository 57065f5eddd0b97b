// PasswordField: a password input with a show/hide toggle and an optional tooltip explaining the rule.
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, fieldIds } from './field-shell.tsx';
import type { FormControl } from './field-shell.tsx';
import { Tooltip } from './tooltip.tsx';

export interface PasswordFieldProps<T extends FieldValues> {
  control: FormControl<T>;
  name: Path<T>;
  label: string;
  /** Shown in a tooltip next to the input and read as its description. */
  tooltip?: string;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
}

export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  tooltip,
  autoComplete = 'current-password',
  required,
}: PasswordFieldProps<T>) {
  const { t } = useTranslation('common');
  const ids = fieldIds(useId());
  const tooltipId = `${ids.inputId}-tip`;
  const [visible, setVisible] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const described = [tooltip ? tooltipId : '', fieldState.error ? ids.errorId : ''].filter(Boolean).join(' ');
  return (
    <FieldShell ids={ids} label={label} error={fieldState.error} required={required}>
      <span className="alfie-input-row">
        <input
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={fieldState.invalid}
          aria-describedby={described || undefined}
        />
        <button
          type="button"
          className="alfie-button alfie-button--secondary"
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {t(visible ? 'COMMON.HIDE_PASSWORD' : 'COMMON.SHOW_PASSWORD')}
        </button>
        {tooltip && <Tooltip id={tooltipId} text={tooltip} />}
      </span>
    </FieldShell>
  );
}
