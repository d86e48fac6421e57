import { BellOutlined } from '@ant-design/icons';
import type { Notice } from '@coresense/shared/schemas/notices';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadChunk } from '../../../lib/chunk-load.ts';
import { t } from '../../../locales/index.ts';
import { useNotices } from '../api/get-notices.ts';
import { useMarkNoticeRead } from '../api/mark-notice-read.ts';

// Loaded when the popover first opens: every page shows the bell, few open it.
const NoticePanel = lazy(() => loadChunk(() => import('./notice-panel.tsx')));

/**
 * The header's bell (Ant Design Pro's NoticeIcon): the unread count, and a popover with the
 * notification, message and event tabs. Opening a notice marks it read and goes to its page.
 */
export function NoticeBell({ unreadCount }: { unreadCount: number }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const notices = useNotices();
  const markRead = useMarkNoticeRead();
  // The list is the counts' source on the server too; before it loads, the user's count stands in.
  const count = notices.data ? notices.data.filter((notice) => !notice.read).length : unreadCount;

  function openNotice(notice: Notice) {
    if (!notice.read) markRead.mutate(notice.id);
    if (notice.extra.link) {
      setOpen(false);
      navigate(notice.extra.link);
    }
  }

  const content = (
    <Suspense
      fallback={
        <div className="notice-popover notice-popover-loading">
          <Spin />
        </div>
      }
    >
      <NoticePanel notices={notices} onOpen={openNotice} />
    </Suspense>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      rootClassName="notice-popover-root"
      open={open}
      onOpenChange={setOpen}
      content={content}
      styles={{ body: { padding: 0 } }}
    >
      <Button type="text" aria-label={t('notices.bell', { count })} data-testid="notice-bell">
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
