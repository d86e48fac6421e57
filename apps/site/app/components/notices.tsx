import { useT } from '../lib/i18n';
import { dismiss, useNotices } from '../lib/notify';

/** Notifications and toasts, stacked at the top right and read out by screen readers. */
export function Notices() {
  const notices = useNotices();
  const t = useT();
  return (
    <div className="notices" aria-live="polite" aria-atomic="false">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.kind} notice-${notice.type}`} role="status">
          <div className="notice-body">
            <p className="notice-title">{notice.title}</p>
            {notice.description && <p className="notice-text">{notice.description}</p>}
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
