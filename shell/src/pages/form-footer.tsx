// The end of the shell's forms (login, signup, recovery, reset): the server's refusal read out as an alert, then the
// primary submit button, disabled while the call runs, and what the page adds beside it (a loader, a way back).
import type { ReactNode } from 'react';

export interface FormFooterProps {
  /** The translated refusal of the last attempt, if any. */
  error?: string | null;
  submitLabel: string;
  submitting: boolean;
  children?: ReactNode;
}

export function FormFooter({ error, submitLabel, submitting, children }: FormFooterProps) {
  return (
    <>
      {error && (
        <p className="shell-error" role="alert">
          {error}
        </p>
      )}
      <div className="shell-actions">
        <button type="submit" className="shell-button shell-button--primary" disabled={submitting}>
          {submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}
