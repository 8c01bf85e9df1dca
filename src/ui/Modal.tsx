import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { isTopModal, popModal, pushModal } from './modal-stack';
import './modal.css';

const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: ReactNode;
  /** Hide the visible title but keep it as the dialog's name. */
  hideTitle?: boolean;
  onClose?: () => void;
  /** Only the image play modal closes on a backdrop click. */
  closeOnBackdrop?: boolean;
  /** Escape closes unless the modal must be answered. */
  closeOnEscape?: boolean;
  /** Other keys, while this modal is the top one (a carousel's arrows): a modal underneath gets none. */
  onKey?: (e: KeyboardEvent) => void;
  width?: number;
  variant?: 'center' | 'sheet';
  className?: string;
  children: ReactNode;
}

/** An accessible dialog on the modal stack: labelled, focus kept inside, scroll locked underneath. */
export function Modal({
  title,
  hideTitle,
  onClose,
  closeOnBackdrop = false,
  closeOnEscape = true,
  onKey,
  width,
  variant = 'center',
  className,
  children,
}: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const onKeyRef = useRef(onKey);
  onKeyRef.current = onKey;

  // Before the first paint: a modal on screen is already the top one, so a key pressed the moment it shows is its,
  // not the modal underneath's (a passive effect may run a frame later).
  useLayoutEffect(() => {
    const id = pushModal();
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE_SELECTOR);
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!isTopModal(id) || !panel.current) return;
      if (e.key === 'Escape' && closeOnEscape && onCloseRef.current) {
        e.stopPropagation();
        onCloseRef.current();
      } else if (e.key === 'Tab') {
        const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR));
        if (items.length === 0) return e.preventDefault();
        const [head, tail] = [items[0], items[items.length - 1]];
        if (e.shiftKey && document.activeElement === head) {
          e.preventDefault();
          tail.focus();
        } else if (!e.shiftKey && document.activeElement === tail) {
          e.preventDefault();
          head.focus();
        }
      } else {
        onKeyRef.current?.(e);
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      popModal(id);
      previous?.focus?.();
    };
  }, [closeOnEscape]);

  return createPortal(
    <div
      className={`modal-backdrop modal-${variant}`}
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose?.();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal-panel ${className ?? ''}`}
        style={width ? { width: `min(${width}px, calc(100vw - 24px))` } : undefined}
      >
        <div className={hideTitle ? 'visually-hidden' : 'modal-head'}>
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
        </div>
        {onClose && (
          <button type="button" className="modal-close icon-btn" aria-label={t`Close`} onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
