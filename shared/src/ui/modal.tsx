// Modal: a labelled dialog that traps focus, closes with Escape and gives focus back when it closes.
import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { useTranslation } from 'react-i18next';
import './ui.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom (confirm, cancel...). */
  actions?: ReactNode;
  wide?: boolean;
  /** Hide the × button when the only way out is an action (e.g. 'go to login'). */
  hideCloseButton?: boolean;
}

// jsdom has no layout, so focus-trap's visibility check would find nothing focusable there.
const displayCheck = typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent) ? 'none' : 'full';

export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  wide = false,
  hideCloseButton = false,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        escapeDeactivates: false,
        allowOutsideClick: true,
        fallbackFocus: () => dialogRef.current ?? document.body,
        tabbableOptions: { displayCheck },
      }}
    >
      <div className="alfie-modal-backdrop">
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`alfie-modal${wide ? ' alfie-modal--wide' : ''}`}
          onKeyDown={onKeyDown}
        >
          <div className="alfie-modal-header">
            <h2 id={titleId}>{title}</h2>
            {!hideCloseButton && (
              <button
                type="button"
                className="alfie-modal-close"
                aria-label={t('COMMON.CLOSE')}
                onClick={onClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="alfie-modal-body">{children}</div>
          {actions && <div className="alfie-modal-actions">{actions}</div>}
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}
