import { createPortal } from 'react-dom';
import { useT } from '../lib/i18n';
import { dismiss, type Notice, useNotices } from '../lib/notify';

function NoticeItem({ notice }: { notice: Notice }) {
  const t = useT();
  return (
    <div className={`notice notice-${notice.kind} notice-${notice.type}`} data-key={notice.key}>
      <div className="notice-body">
        <p className="notice-title">{notice.title}</p>
        {notice.description && <p className="notice-text">{notice.description}</p>}
        {notice.action && (
          <button
            type="button"
            className="button button-small button-primary notice-action"
            onClick={() => {
              dismiss(notice.id);
              notice.action?.run();
            }}
          >
            {notice.action.label}
          </button>
        )}
      </div>
      {notice.kind === 'notification' && (
        <button
          type="button"
          className="notice-close"
          aria-label={t('common.close')}
          onClick={() => dismiss(notice.id)}
        >
          ×
        </button>
      )}
    </div>
  );
}

/**
 * Notifications stacked at the top right; toasts centred just below the header, where they
 * cover neither the language switch nor the menu button. Both are read out by screen readers.
 */
export function Notices() {
  const notices = useNotices();
  const toasts = notices.filter((notice) => notice.kind === 'toast');
  // A modal dialog puts the rest of the page under its backdrop: a toast shown while one is
  // open goes inside it, so it is drawn on top (it still sits fixed below the header).
  const dialog =
    toasts.length > 0 && typeof document !== 'undefined'
      ? document.querySelector<HTMLDialogElement>('dialog[open]')
      : null;
  const toastList = (items: typeof toasts) => (
    <div className="toasts" aria-live="polite" aria-atomic="false">
      {items.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </div>
  );
  // The live regions are in the page from the start, so what appears in them later is announced.
  return (
    <>
      <div className="notices" aria-live="polite" aria-atomic="false">
        {notices
          .filter((notice) => notice.kind === 'notification')
          .map((notice) => (
            <NoticeItem key={notice.id} notice={notice} />
          ))}
      </div>
      {dialog ? (
        <>
          {toastList([])}
          {createPortal(toastList(toasts), dialog)}
        </>
      ) : (
        toastList(toasts)
      )}
    </>
  );
}
