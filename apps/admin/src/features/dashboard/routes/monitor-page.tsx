import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components';
import type { DashboardMonitor } from '@coresense/shared';
import { Col, Progress, Row, Space, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { t } from '../../../locales/index.ts';
import { MONITOR_REFRESH_MS, useMonitor } from '../api/dashboard.ts';
import { History } from '../components/charts.tsx';
import { formatBytes, formatCount, formatDecimal, formatShare, formatUptime } from '../components/format.ts';

/** Samples kept for the history charts: five minutes of refreshes. */
const HISTORY = (5 * 60_000) / MONITOR_REFRESH_MS;

interface Sample {
  time: string;
  perSecond: number;
  p95Ms: number;
}

/** The figures of each refresh since the page opened, oldest first. */
function useHistory(data: DashboardMonitor | undefined, updatedAt: number): Sample[] {
  const [samples, setSamples] = useState<Sample[]>([]);
  useEffect(() => {
    if (!data) return;
    const sample = {
      time: dayjs(updatedAt).format('HH:mm:ss'),
      perSecond: data.requests.perSecond,
      p95Ms: data.requests.p95Ms,
    };
    setSamples((before) => [...before, sample].slice(-HISTORY));
  }, [data, updatedAt]);
  return samples;
}

/** Ant Design Pro's monitor page: the server's health, refreshed every few seconds. */
export default function MonitorPage() {
  const monitor = useMonitor();
  const data = monitor.data;
  const history = useHistory(data, monitor.dataUpdatedAt);

  return (
    <PageContainer
      content={
        <Space wrap>
          <Typography.Text type="secondary">
            {t('monitor.subtitle', { seconds: MONITOR_REFRESH_MS / 1000 })}
          </Typography.Text>
          {data && (
            <Typography.Text type="secondary" data-testid="monitor-updated">
              {t('monitor.updatedAt', { time: dayjs(monitor.dataUpdatedAt).format('HH:mm:ss') })}
            </Typography.Text>
          )}
        </Space>
      }
    >
      {monitor.isError && !data ? (
        <QueryError error={monitor.error} onRetry={() => void monitor.refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          {[
            { title: t('monitor.uptime'), value: data && formatUptime(data.uptimeSeconds) },
            { title: t('monitor.processes'), value: data && formatCount(data.processes) },
            {
              title: t('monitor.memory'),
              value: data && formatBytes(data.memory.rss),
              description: data && t('monitor.heapUsed', { value: formatBytes(data.memory.heapUsed) }),
            },
            {
              title: t('monitor.database'),
              value: data && formatBytes(data.database.sizeBytes),
              description: data && (data.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'),
            },
          ].map((card) => (
            <Col key={card.title} xs={24} sm={12} xl={6}>
              <StatisticCard
                bordered
                style={{ height: '100%' }}
                loading={monitor.isPending}
                statistic={{ title: card.title, value: card.value ?? '—', description: card.description }}
              />
            </Col>
          ))}

          <Col xs={24} xl={12}>
            <ProCard
              title={t('monitor.perSecond')}
              extra={
                data && <Typography.Text strong>{formatDecimal(data.requests.perSecond)}</Typography.Text>
              }
              bordered
              loading={monitor.isPending}
            >
              <History
                label={`${t('monitor.history')}: ${t('monitor.series.perSecond')} ${history.map((each) => each.perSecond).join(', ')}`}
                data={history.map((each) => ({ x: each.time, y: each.perSecond }))}
              />
            </ProCard>
          </Col>
          <Col xs={24} xl={12}>
            <ProCard
              title={t('monitor.p95')}
              extra={
                data && <Typography.Text strong>{`${formatDecimal(data.requests.p95Ms)} ms`}</Typography.Text>
              }
              bordered
              loading={monitor.isPending}
            >
              <History
                label={`${t('monitor.history')}: ${t('monitor.series.p95')} ${history.map((each) => each.p95Ms).join(', ')}`}
                data={history.map((each) => ({ x: each.time, y: each.p95Ms }))}
              />
            </ProCard>
          </Col>

          {[
            { title: t('monitor.errorRate'), value: data?.requests.errorRate, color: '#f5222d' },
            { title: t('monitor.cacheHitRate'), value: data?.cache.hitRate, color: '#52c41a' },
          ].map((share) => (
            <Col key={share.title} xs={24} sm={12}>
              <ProCard bordered loading={monitor.isPending}>
                <Space size={24} align="center">
                  <Progress
                    type="circle"
                    size={88}
                    percent={Math.round((share.value ?? 0) * 1000) / 10}
                    strokeColor={share.color}
                    format={() => null}
                    aria-hidden
                  />
                  <Statistic
                    title={share.title}
                    value={share.value === undefined ? '—' : formatShare(share.value)}
                  />
                </Space>
              </ProCard>
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
