import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { EnquiryForm } from './enquiry-form';

interface ConsultDialogProps {
  product: { id: number; name: string; model: string };
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href]';

/**
 * A modal `<dialog>` makes the page behind it inert, but Tab still leaves it for the browser's
 * own controls: from the last control Tab comes back to the first, and Shift+Tab the other way.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The consult button and its enquiry form in a modal dialog, which closes on Escape and hands
 * the focus back to the button. A sent enquiry's receipt stays in the dialog until it is closed.
 */
export function ConsultDialog({ product }: ConsultDialogProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // A new form each time the dialog opens again: the receipt of a sent enquiry is not kept.
  const [round, setRound] = useState(0);
  const close = () => dialogRef.current?.close();

  function open() {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    // Straight to the first field to fill in rather than the close button above it.
    dialog.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
  }

  return (
    <>
      <button type="button" className="button button-primary" ref={triggerRef} onClick={open}>
        {t('product.consult')}
      </button>
      <dialog
        ref={dialogRef}
        className="dialog"
        aria-labelledby={titleId}
        onClose={() => {
          setRound((n) => n + 1);
          triggerRef.current?.focus();
        }}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{t('product.consultTitle', { name: product.name })}</h2>
          <button type="button" className="dialog-close" aria-label={t('common.close')} onClick={close}>
            ×
          </button>
        </div>
        <EnquiryForm
          key={round}
          endpoint="/api/v1/product/ask"
          product={{
            id: product.id,
            name: product.model ? `${product.name} (${product.model})` : product.name,
          }}
        />
      </dialog>
    </>
  );
}
