import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components';
import { Button, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { AccessFlag } from '../../../access.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useSessionUser } from '../../../hooks/use-session-user.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { actionLabel, auditRecordLabel, resourceLabel } from '../../../lib/resource-labels.ts';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useRecentChanges } from '../api/get-recent-changes.ts';
import { useTotal } from '../api/get-total.ts';

const SHORTCUTS: { to: string; label: MessageKey; flag: AccessFlag }[] = [
  { to: '/admin/products/new', label: 'products.new', flag: 'products:write' },
  { to: '/admin/news', label: 'menu.news', flag: 'news:write' },
  { to: '/admin/activities', label: 'menu.activities', flag: 'news:write' },
  { to: '/admin/pages/home', label: 'menu.pages.home', flag: 'blocks:write' },
  { to: '/admin/recruit', label: 'menu.recruit', flag: 'recruit:write' },
  { to: '/admin/enquiries?status=new', label: 'dashboard.newEnquiries', flag: 'enquiries:read' },
];

/** The workplace: what needs attention, how much content there is, and the latest changes. */
export default function DashboardPage() {
  const access = useAccess();
  const user = useSessionUser();
  const products = useTotal('products', access['products:read']);
  const news = useTotal('news', access['news:read']);
  const jobs = useTotal('recruit', access['recruit:read'], { enabled: true });
  const recent = useRecentChanges(access['audit-log:read']);
  const failedTotals = [products, news, jobs].filter((total) => total.isError);

  const stats = [
    {
      show: access['enquiries:read'],
      title: t('dashboard.newEnquiries'),
      value: user?.unreadCount ?? 0,
      to: '/admin/enquiries?status=new',
    },
    {
      show: access['products:read'],
      title: t('dashboard.products'),
      value: products.data,
      to: '/admin/products',
    },
    { show: access['news:read'], title: t('dashboard.news'), value: news.data, to: '/admin/news' },
    { show: access['recruit:read'], title: t('dashboard.jobs'), value: jobs.data, to: '/admin/recruit' },
  ].filter((stat) => stat.show);

  return (
    <PageContainer
      title={t('dashboard.welcome', { name: user?.name || user?.username || '' })}
      content={<Typography.Text type="secondary">{t('dashboard.subtitle')}</Typography.Text>}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {failedTotals[0] && (
          <QueryError
            compact
            error={failedTotals[0].error}
            onRetry={() => {
              for (const total of failedTotals) void total.refetch();
            }}
          />
        )}
        {stats.length > 0 && (
          <ProCard.Group direction="row" bordered>
            {stats.map((stat) => (
              <ProCard key={stat.to}>
                <Link to={stat.to}>
                  <StatisticCard statistic={{ title: stat.title, value: stat.value ?? '—' }} />
                </Link>
              </ProCard>
            ))}
          </ProCard.Group>
        )}
        <ProCard title={t('dashboard.shortcuts')} bordered>
          <Space wrap>
            {SHORTCUTS.filter((shortcut) => access[shortcut.flag]).map((shortcut) => (
              <Link key={shortcut.to} to={shortcut.to}>
                <Button>{t(shortcut.label)}</Button>
              </Link>
            ))}
          </Space>
        </ProCard>
        {access['audit-log:read'] && (
          <ProCard
            title={t('dashboard.recentChanges')}
            bordered
            extra={<Link to="/admin/audit-log">{t('menu.auditLog')}</Link>}
          >
            {recent.isError ? (
              <QueryError compact error={recent.error} onRetry={() => void recent.refetch()} />
            ) : (
              <List
                loading={recent.isPending}
                dataSource={recent.data?.list ?? []}
                renderItem={(entry) => (
                  <List.Item>
                    <Space>
                      <Typography.Text type="secondary">{formatDateTime(entry.createTime)}</Typography.Text>
                      <Typography.Text strong>{entry.username}</Typography.Text>
                      <Tag>{actionLabel(entry.action)}</Tag>
                      {resourceLabel(entry.resource)}
                      <Typography.Text>{auditRecordLabel(entry)}</Typography.Text>
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </ProCard>
        )}
      </Space>
    </PageContainer>
  );
}
