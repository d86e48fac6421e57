import {
  BellOutlined,
  FileDoneOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  WarningOutlined,
} from '@ant-design/icons';
// The plain constants' module: the schemas' would bring zod into the shell.
import { NOTICE_TYPES, type NoticeKind, type NoticeType } from '@coresense/shared/notice-kinds';
import type { Notice } from '@coresense/shared/schemas/notices';
import { App, Avatar, Badge, Button, Empty, List, Popover, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useClearNotices } from '../api/clear-notices.ts';
import { useNotices } from '../api/get-notices.ts';
import { useMarkNoticeRead } from '../api/mark-notice-read.ts';
import { noticeWords } from './notice-words.ts';

dayjs.extend(relativeTime);

/** A tab shows this many at first; "view more" shows the rest of the (at most 200) listed. */
const FIRST_SHOWN = 20;

const TAB_LABEL: Record<NoticeType, MessageKey> = {
  notification: 'notices.tab.notification',
  message: 'notices.tab.message',
  event: 'notices.tab.event',
};
const EMPTY: Record<NoticeType, MessageKey> = {
  notification: 'notices.empty.notification',
  message: 'notices.empty.message',
  event: 'notices.empty.event',
};
const STATUS: Record<Notice['status'], { label: MessageKey; color: string }> = {
  todo: { label: 'notices.status.todo', color: 'blue' },
  processing: { label: 'notices.status.processing', color: 'gold' },
  urgent: { label: 'notices.status.urgent', color: 'red' },
};
const AVATAR: Record<NoticeKind, { icon: ReactNode; color: string }> = {
  'enquiry-received': { icon: <MailOutlined />, color: '#1677ff' },
  'contract-status-changed': { icon: <FileDoneOutlined />, color: '#13c2c2' },
  'sign-in-new-address': { icon: <SafetyCertificateOutlined />, color: '#fa8c16' },
  'password-changed': { icon: <SafetyCertificateOutlined />, color: '#fa8c16' },
  'server-error': { icon: <WarningOutlined />, color: '#f5222d' },
  'scheduled-action-failed': { icon: <WarningOutlined />, color: '#f5222d' },
  'mail-failed': { icon: <WarningOutlined />, color: '#f5222d' },
};

function NoticeEntry({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const { title, description } = noticeWords(notice);
  const avatar = AVATAR[notice.extra.kind] ?? AVATAR['server-error'];
  const status = STATUS[notice.status];
  return (
    <List.Item className={notice.read ? 'notice-entry notice-entry-read' : 'notice-entry'}>
      <button type="button" className="notice-entry-button" onClick={() => onOpen(notice)}>
        <List.Item.Meta
          avatar={<Avatar icon={avatar.icon} style={{ backgroundColor: avatar.color }} />}
          title={
            <span className="notice-entry-title">
              <span className="notice-entry-text">{title}</span>
              {status && <Tag color={status.color}>{t(status.label)}</Tag>}
            </span>
          }
          description={
            <>
              <span className="notice-entry-description">{description}</span>
              <time dateTime={notice.datetime} title={dayjs(notice.datetime).format('YYYY-MM-DD HH:mm')}>
                {dayjs(notice.datetime).fromNow()}
              </time>
            </>
          }
        />
      </button>
    </List.Item>
  );
}

function NoticeTab({
  type,
  notices,
  onOpen,
}: {
  type: NoticeType;
  notices: Notice[];
  onOpen: (notice: Notice) => void;
}) {
  const { message } = App.useApp();
  const clear = useClearNotices();
  const [all, setAll] = useState(false);
  const shown = all ? notices : notices.slice(0, FIRST_SHOWN);
  const unread = notices.some((notice) => !notice.read);
  const label = t(TAB_LABEL[type]);
  return (
    <div className="notice-tab" data-testid={`notice-tab-${type}`}>
      <List
        className="notice-list"
        dataSource={shown}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(EMPTY[type])} /> }}
        renderItem={(notice) => <NoticeEntry notice={notice} onOpen={onOpen} />}
      />
      {notices.length > 0 && (
        <div className="notice-actions">
          <Button
            type="text"
            disabled={!unread}
            loading={clear.isPending}
            onClick={() =>
              clear.mutate(type, { onSuccess: () => message.success(t('notices.cleared', { label })) })
            }
          >
            {t('notices.clear', { label })}
          </Button>
          {notices.length > shown.length && (
            <Button type="text" onClick={() => setAll(true)}>
              {t('notices.viewMore')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The header's bell (Ant Design Pro's NoticeIcon): the unread count, and a popover with the
 * notification, message and event tabs. Opening a notice marks it read and goes to its page.
 */
export function NoticeBell({ unreadCount }: { unreadCount: number }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const notices = useNotices();
  const markRead = useMarkNoticeRead();
  const list = notices.data ?? [];
  // The list is the counts' source on the server too; before it loads, the user's count stands in.
  const count = notices.data ? list.filter((notice) => !notice.read).length : unreadCount;

  function openNotice(notice: Notice) {
    if (!notice.read) markRead.mutate(notice.id);
    if (notice.extra.link) {
      setOpen(false);
      navigate(notice.extra.link);
    }
  }

  const content = notices.isError ? (
    <div className="notice-popover">
      <QueryError compact error={notices.error} onRetry={() => notices.refetch()} />
    </div>
  ) : (
    <div className="notice-popover">
      <Tabs
        centered
        items={NOTICE_TYPES.map((type) => {
          const ofType = list.filter((notice) => notice.type === type);
          const unread = ofType.filter((notice) => !notice.read).length;
          const label = t(TAB_LABEL[type]);
          return {
            key: type,
            label: unread > 0 ? t('notices.tab.count', { label, count: unread }) : label,
            children: notices.isPending ? (
              <List loading dataSource={[]} />
            ) : (
              <NoticeTab type={type} notices={ofType} onOpen={openNotice} />
            ),
          };
        })}
      />
    </div>
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
