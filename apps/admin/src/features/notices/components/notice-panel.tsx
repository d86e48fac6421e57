import {
  FileDoneOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { NOTICE_TYPES, type NoticeKind, type NoticeType } from '@coresense/shared/notice-kinds';
import type { Notice } from '@coresense/shared/schemas/notices';
import type { UseQueryResult } from '@tanstack/react-query';
import { App, Avatar, Button, Empty, List, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { type ReactNode, useState } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useClearNotices } from '../api/clear-notices.ts';
import { noticeWords } from './notice-words.ts';

/*
 * What the bell's popover shows: its own chunk, loaded when the popover first opens, so the tabs
 * and the list are not part of every page's first load.
 */

dayjs.extend(relativeTime);

/** A tab shows this many at first; "view more" shows the rest of the (at most 200) listed. */
const FIRST_SHOWN = 20;

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
  'second-factor-locked': { icon: <SafetyCertificateOutlined />, color: '#f5222d' },
  'account-bound': { icon: <SafetyCertificateOutlined />, color: '#fa8c16' },
  'bindings-removed': { icon: <SafetyCertificateOutlined />, color: '#fa8c16' },
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
              <time dateTime={notice.datetime} title={formatDateTime(notice.datetime)}>
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
  const label = t(`notices.tab.${type}`);
  return (
    <div className="notice-tab" data-testid={`notice-tab-${type}`}>
      <List
        className="notice-list"
        dataSource={shown}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`notices.empty.${type}`)} />,
        }}
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

/** The notification, message and event tabs, or why the notices did not load. */
export default function NoticePanel({
  notices,
  onOpen,
}: {
  notices: UseQueryResult<Notice[]>;
  onOpen: (notice: Notice) => void;
}) {
  const list = notices.data ?? [];
  if (notices.isError)
    return (
      <div className="notice-popover">
        <QueryError compact error={notices.error} onRetry={() => notices.refetch()} />
      </div>
    );
  return (
    <div className="notice-popover">
      <Tabs
        centered
        items={NOTICE_TYPES.map((type) => {
          const ofType = list.filter((notice) => notice.type === type);
          const unread = ofType.filter((notice) => !notice.read).length;
          const label = t(`notices.tab.${type}`);
          return {
            key: type,
            label: unread > 0 ? t('notices.tab.count', { label, count: unread }) : label,
            children: notices.isPending ? (
              <List loading dataSource={[]} />
            ) : (
              <NoticeTab type={type} notices={ofType} onOpen={onOpen} />
            ),
          };
        })}
      />
    </div>
  );
}
