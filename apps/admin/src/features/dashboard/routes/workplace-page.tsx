import { PageContainer, ProCard } from '@ant-design/pro-components';
import type { DashboardWorkplace } from '@coresense/shared';
import { Badge, Button, Col, Empty, List, Row, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { AccessFlag } from '../../../access.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useSessionUser } from '../../../hooks/use-session-user.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import {
  actionLabel,
  auditActorLabel,
  auditRecordLabel,
  authorName,
  resourceLabel,
} from '../../../lib/resource-labels.ts';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useWorkplace } from '../api/dashboard.ts';
import { Donut } from '../components/charts.tsx';
import { formatCount } from '../components/format.ts';

const SHORTCUTS: { to: string; label: MessageKey; flag: AccessFlag }[] = [
  { to: '/admin/products/new', label: 'products.new', flag: 'products:write' },
  { to: '/admin/news', label: 'menu.news', flag: 'news:write' },
  { to: '/admin/activities', label: 'menu.activities', flag: 'news:write' },
  { to: '/admin/pages/home', label: 'menu.pages.home', flag: 'blocks:write' },
  { to: '/admin/recruit', label: 'menu.recruit', flag: 'recruit:write' },
  { to: '/admin/enquiries?status=new', label: 'dashboard.newEnquiries', flag: 'enquiries:read' },
];

/** A to-do in words: `newEnquiries`, `openEnquiries`, or `drafts:<resource>`. */
function todoLabel(kind: string): string {
  const [what, resource] = kind.split(':');
  if (what === 'drafts' && resource) return t('workplace.todo.drafts', { resource: resourceLabel(resource) });
  const key = `workplace.todo.${what}` as MessageKey;
  return t(key) === key ? kind : t(key);
}

/** Where a draft is edited: a product has its own editor; other records open from their list. */
function draftLink(draft: DashboardWorkplace['drafts'][number]): string {
  return draft.resource === 'products' ? `/admin/products/${draft.id}` : `/admin/${draft.resource}`;
}

/** Ant Design Pro's workplace: what waits for the user, their shortcuts and the latest changes. */
export default function WorkplacePage() {
  const access = useAccess();
  const user = useSessionUser();
  const workplace = useWorkplace();
  const data = workplace.data;
  const waiting = (data?.todos ?? []).filter((todo) => todo.count > 0);

  return (
    <PageContainer
      title={t('dashboard.welcome', { name: user?.name || user?.username || '' })}
      content={<Typography.Text type="secondary">{t('dashboard.subtitle')}</Typography.Text>}
    >
      {workplace.isError ? (
        <QueryError error={workplace.error} onRetry={() => void workplace.refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <ProCard title={t('workplace.todos')} bordered loading={workplace.isPending}>
              {data && data.todos.length === 0 ? (
                <Empty description={t('workplace.noTodos')} />
              ) : (
                <Row gutter={[16, 16]} align="middle">
                  <Col xs={24} md={12}>
                    <List
                      dataSource={data?.todos ?? []}
                      renderItem={(todo) => (
                        <List.Item
                          extra={
                            <Badge
                              count={formatCount(todo.count)}
                              showZero
                              color={todo.count ? '#1677ff' : '#d9d9d9'}
                            />
                          }
                        >
                          <Link to={todo.link}>{todoLabel(todo.kind)}</Link>
                        </List.Item>
                      )}
                    />
                  </Col>
                  <Col xs={24} md={12}>
                    {waiting.length > 0 ? (
                      <Donut
                        label={`${t('workplace.waiting')}: ${waiting.map((todo) => `${todoLabel(todo.kind)} ${todo.count}`).join(', ')}`}
                        data={waiting.map((todo) => ({ x: todoLabel(todo.kind), y: todo.count }))}
                        height={220}
                      />
                    ) : (
                      <Empty description={t('workplace.noTodos')} />
                    )}
                  </Col>
                </Row>
              )}
            </ProCard>
          </Col>
          <Col xs={24} xl={8}>
            <ProCard title={t('dashboard.shortcuts')} bordered>
              <Space wrap>
                {SHORTCUTS.filter((shortcut) => access[shortcut.flag]).map((shortcut) => (
                  <Link key={shortcut.to} to={shortcut.to}>
                    <Button>{t(shortcut.label)}</Button>
                  </Link>
                ))}
              </Space>
            </ProCard>
          </Col>

          <Col xs={24} xl={12}>
            <ProCard
              title={access['audit-log:read'] ? t('dashboard.recentChanges') : t('workplace.recent.mine')}
              extra={access['audit-log:read'] && <Link to="/admin/audit-log">{t('menu.auditLog')}</Link>}
              bordered
            >
              <List
                loading={workplace.isPending}
                dataSource={data?.recent ?? []}
                locale={{ emptyText: <Empty description={t('workplace.noActivity')} /> }}
                renderItem={(entry) => (
                  <List.Item>
                    <Space wrap>
                      <Typography.Text type="secondary">{formatDateTime(entry.createTime)}</Typography.Text>
                      <Typography.Text strong>{auditActorLabel(entry)}</Typography.Text>
                      <Tag>{actionLabel(entry.action)}</Tag>
                      {resourceLabel(entry.resource)}
                      <Typography.Text>{auditRecordLabel(entry)}</Typography.Text>
                    </Space>
                  </List.Item>
                )}
              />
            </ProCard>
          </Col>
          <Col xs={24} xl={12}>
            <ProCard title={t('workplace.drafts')} bordered>
              <List
                loading={workplace.isPending}
                dataSource={data?.drafts ?? []}
                locale={{ emptyText: <Empty description={t('workplace.noDrafts')} /> }}
                renderItem={(draft) => (
                  <List.Item
                    extra={
                      <Typography.Text type="secondary">{formatDateTime(draft.updateTime)}</Typography.Text>
                    }
                  >
                    <Space wrap>
                      <Tag>{resourceLabel(draft.resource)}</Tag>
                      <Link to={draftLink(draft)}>{draft.title || `#${draft.id}`}</Link>
                      <Typography.Text type="secondary">
                        {t('workplace.draft.by', { name: authorName(draft.author) })}
                      </Typography.Text>
                    </Space>
                  </List.Item>
                )}
              />
            </ProCard>
          </Col>
        </Row>
      )}
    </PageContainer>
  );
}
