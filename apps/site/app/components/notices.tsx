import { useT } from '../lib/i18n';
import { dismiss, useNotices } from '../lib/notify';

/** Notifications and toasts, stacked at the top right and read out by screen readers. */
export function Notices() {
  const notices = useNotices();
  const t = useT();
  return (
    // The live region is in the page from the start, so what appears in it later is announced.
    <div className="notices" aria-live="polite" aria-atomic="false">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice-${notice.kind} notice-${notice.type}`}
          data-key={notice.key}
        >
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
      ))}
    </div>
  );
}
