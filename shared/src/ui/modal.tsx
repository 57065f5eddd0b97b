// Modal: a labelled dialog that traps focus, closes with Escape and gives focus back when it closes.
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type * as FocusTrapLibrary from 'focus-trap';
import { useTranslation } from 'react-i18next';
import './ui.css';

/**
 * focus-trap and tabbable load when the page is idle a while after a page with a modal shows, not with
 * the page: most visits of such a page (the new request form: its confirmation) never open one (docs/performance.md). Not at the
 * first idle moment: that comes between the page's first frames, while its first paint and its calls still share a
 * phone's bandwidth with this chunk. A modal opened sooner loads it at once.
 */
let focusTrapModule: Promise<typeof FocusTrapLibrary> | undefined;
const loadFocusTrap = () => (focusTrapModule ??= import('focus-trap'));
const FOCUS_TRAP_DELAY_MS = 2000;

function loadFocusTrapWhenIdle(): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(() => void loadFocusTrap(), { timeout: 3000 });
    else void loadFocusTrap();
  }, FOCUS_TRAP_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

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
  const backdropRef = useRef<HTMLDivElement>(null);
  useEffect(loadFocusTrapWhenIdle, []);
  // Layout effect: the element to give focus back to is read before anything in the dialog takes focus.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let trap: FocusTrapLibrary.FocusTrap | undefined;
    let closed = false;
    void loadFocusTrap().then(({ createFocusTrap }) => {
      if (closed || !backdropRef.current) return;
      trap = createFocusTrap(backdropRef.current, {
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
        fallbackFocus: () => dialogRef.current ?? document.body,
        tabbableOptions: { displayCheck },
      });
      trap.activate();
    });
    return () => {
      closed = true;
      trap?.deactivate();
      // At once, not a frame later as focus-trap would: what the closing does next (a field that refused the
      // input, say) may move focus again and must win.
      returnTo?.focus();
    };
  }, [open]);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return createPortal(
    <div className="alfie-modal-backdrop" ref={backdropRef}>
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
    </div>,
    document.body,
  );
}
