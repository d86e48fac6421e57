import {
  type KeyboardEvent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n';

const loadEnquiryForm = () => import('./enquiry-form');
// Most visitors of a product page never open the dialog: its form loads on the first opening
// (or as the pointer or focus reaches the button), keeping the page within its script budget.
const EnquiryForm = lazy(() => loadEnquiryForm().then((module) => ({ default: module.EnquiryForm })));

interface ConsultDialogProps {
  product: { id: number; name: string; model: string };
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href]';
const FIRST_FIELD = 'input:not([readonly]):not([type="hidden"])';

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

/** On the first opening the form arrives after the dialog: focus its first field then. */
function FocusFirstField({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  useEffect(() => {
    if (dialog.current?.open) dialog.current.querySelector<HTMLInputElement>(FIRST_FIELD)?.focus();
  }, [dialog]);
  return null;
}

/**
 * The consult button and its enquiry form in a modal dialog, which closes on Escape and hands
 * the focus back to the button. A sent enquiry's receipt stays in the dialog until it is closed.
 */
export function ConsultDialog({ product }: ConsultDialogProps) {
  const t = useT();
  // A language chosen by the address (`?lang=`) goes on to the contact page, as the header search does.
  const pageLang = new URLSearchParams(useLocation().search).get('lang');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // A new form each time the dialog opens again: the receipt of a sent enquiry is not kept.
  const [round, setRound] = useState(0);
  const [opened, setOpened] = useState(false);
  const close = () => dialogRef.current?.close();

  function open() {
    const dialog = dialogRef.current;
    if (!dialog) return;
    setOpened(true);
    dialog.showModal();
    // Straight to the first field to fill in rather than the close button above it.
    dialog.querySelector<HTMLInputElement>(FIRST_FIELD)?.focus();
  }

  return (
    <>
      {/* Without scripts, the button opens the contact page at its form for the product instead
          (the id is the button's own value: the product page is held to 40 KB). */}
      <form
        action="/contact-us#contact-form-title"
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        {pageLang && <input type="hidden" name="lang" value={pageLang} />}
        <button
          type="submit"
          name="productId"
          value={product.id}
          className="button button-primary"
          ref={triggerRef}
          onPointerEnter={loadEnquiryForm}
          onFocus={loadEnquiryForm}
        >
          {t('product.consult')}
        </button>
      </form>
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
        {opened && (
          <Suspense fallback={<p className="dialog-loading">{t('common.loading')}</p>}>
            <EnquiryForm
              key={round}
              endpoint="/api/v1/product/ask"
              product={{
                id: product.id,
                name: product.model ? `${product.name} (${product.model})` : product.name,
              }}
            />
            <FocusFirstField dialog={dialogRef} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
