import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components';
import type { DashboardAnalysis, SearchCount } from '@coresense/shared';
import { PUBLISHED_COUNTS } from '@coresense/shared/published-counts';
import { Col, DatePicker, Empty, Row, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { t } from '../../../locales/index.ts';
import { type DayRange, useAnalysis } from '../api/dashboard.ts';
import { Bars, Donut, Lines, Sparkline, StackedColumns } from '../components/charts.tsx';
import { formatCount } from '../components/format.ts';
import { analysisText } from '../texts.ts';

const DAY = 'YYYY-MM-DD';

/** The range in the address (`?from=…&to=…`), so a view can be shared and the back button works. */
function useRange(): [DayRange | undefined, (range: DayRange | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range = from && to ? { from, to } : undefined;
  return [range, (next) => setParams(next ? { from: next.from, to: next.to } : {}, { replace: false })];
}

const PRESETS = [7, 30, 90].map((days) => ({
  label: t(`analysis.range.${days}` as 'analysis.range.7'),
  value: [dayjs().subtract(days - 1, 'day'), dayjs()] as [Dayjs, Dayjs],
}));

/** Ant Design Pro's analysis page, on the site's own figures. */
export default function AnalysisPage() {
  const [range, setRange] = useRange();
  const analysis = useAnalysis(range);
  const data = analysis.data;
  // Without a chosen range the server's default (the last 30 days) is shown, and named in the picker.
  const shown =
    range ??
    (data && { from: data.pageViews.perDay[0]?.date ?? '', to: data.pageViews.perDay.at(-1)?.date ?? '' });

  return (
    <PageContainer
      content={
        data && (
          <Typography.Text type="secondary">
            {t('analysis.subtitle', { timeZone: data.timeZone })}
          </Typography.Text>
        )
      }
      extra={
        <DatePicker.RangePicker
          aria-label={t('analysis.range')}
          allowClear={false}
          presets={PRESETS}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          value={shown?.from ? [dayjs(shown.from), dayjs(shown.to)] : undefined}
          onChange={(days) => {
            if (days?.[0] && days[1]) setRange({ from: days[0].format(DAY), to: days[1].format(DAY) });
          }}
        />
      }
    >
      {analysis.isError ? (
        <QueryError error={analysis.error} onRetry={() => void analysis.refetch()} />
      ) : (
        <Figures data={data} loading={analysis.isPending} />
      )}
    </PageContainer>
  );
}

function Figures({ data, loading }: { data: DashboardAnalysis | undefined; loading: boolean }) {
  const downloads = data?.downloads.reduce((sum, file) => sum + file.count, 0) ?? 0;
  const publishedTotal = data ? PUBLISHED_COUNTS.reduce((sum, kind) => sum + data.content[kind], 0) : 0;
  // Enquiry figures are for those who may read the enquiries (the news-only role of the review
  // saw them); the answer carries them for every dashboard reader, as contract §11 shapes it.
  const showEnquiries = useAccess()['enquiries:read'];
  const enquiries = showEnquiries ? data?.enquiries : undefined;
  const enquiryPoints = (enquiries?.perDay ?? []).flatMap((day) => [
    { x: day.date, y: day.contact, series: t('inbox.kind.contact') },
    { x: day.date, y: day.product, series: t('inbox.kind.product') },
  ]);
  const viewPoints = (data?.pageViews.perDay ?? []).flatMap((day) => [
    { x: day.date, y: day.zh_CN, series: t('analysis.lang.zh_CN') },
    { x: day.date, y: day.en_US, series: t('analysis.lang.en_US') },
  ]);
  const summary = (title: string, total: number) => `${title}: ${formatCount(total)}`;

  return (
    <Row gutter={[16, 16]}>
      {[
        ...(showEnquiries
          ? [
              {
                title: t('analysis.enquiries'),
                value: enquiries?.total,
                chart: enquiries && (
                  <Sparkline
                    label={summary(t('analysis.enquiries'), enquiries.total)}
                    values={enquiries.perDay.map((day) => day.contact + day.product)}
                  />
                ),
              },
            ]
          : []),
        {
          title: t('analysis.pageViews'),
          value: data?.pageViews.total,
          chart: data && (
            <Sparkline
              label={summary(t('analysis.pageViews'), data.pageViews.total)}
              values={data.pageViews.perDay.map((day) => day.zh_CN + day.en_US)}
            />
          ),
        },
        { title: t('analysis.downloads'), value: data && downloads },
        { title: t('analysis.content'), value: data && publishedTotal },
      ].map((card) => (
        <Col key={card.title} xs={24} sm={12} xl={showEnquiries ? 6 : 8}>
          <StatisticCard
            loading={loading}
            bordered
            style={{ height: '100%' }}
            statistic={{ title: card.title, value: card.value ?? '—' }}
            chart={card.chart}
          />
        </Col>
      ))}

      {showEnquiries && (
        <Col xs={24} xl={12}>
          <ProCard title={t('analysis.enquiriesPerDay')} bordered loading={loading}>
            {enquiries && (
              <StackedColumns
                label={summary(t('analysis.enquiriesPerDay'), enquiries.total)}
                data={enquiryPoints}
              />
            )}
          </ProCard>
        </Col>
      )}
      <Col xs={24} xl={showEnquiries ? 12 : 24}>
        <ProCard title={t('analysis.pageViewsPerDay')} bordered loading={loading}>
          {data && (
            <Lines label={summary(t('analysis.pageViewsPerDay'), data.pageViews.total)} data={viewPoints} />
          )}
        </ProCard>
      </Col>

      <Col xs={24} xl={12}>
        <ProCard title={t('analysis.topProducts')} bordered loading={loading}>
          <Table
            size="small"
            rowKey="productId"
            pagination={false}
            scroll={{ x: true }}
            dataSource={data?.topProducts ?? []}
            locale={{ emptyText: <Empty description={t('analysis.empty')} /> }}
            columns={[
              { title: t('analysis.column.product'), dataIndex: 'name' },
              ...(showEnquiries
                ? [
                    {
                      title: t('analysis.column.enquiries'),
                      dataIndex: 'enquiries',
                      align: 'right' as const,
                      render: formatCount,
                    },
                    {
                      title: analysisText('analysis.column.samples'),
                      dataIndex: 'samples',
                      align: 'right' as const,
                      render: formatCount,
                    },
                  ]
                : []),
              { title: t('analysis.column.views'), dataIndex: 'views', align: 'right', render: formatCount },
            ]}
          />
        </ProCard>
      </Col>
      <Col xs={24} xl={12}>
        <ProCard title={t('analysis.topPages')} bordered loading={loading}>
          {data && data.pageViews.topPages.length > 0 ? (
            <Bars
              label={`${t('analysis.topPages')}: ${data.pageViews.topPages.map((page) => `${page.path} ${page.views}`).join(', ')}`}
              data={data.pageViews.topPages.map((page) => ({ x: page.path, y: page.views }))}
            />
          ) : (
            <Empty description={t('analysis.empty')} />
          )}
        </ProCard>
      </Col>

      <Col xs={24} xl={12}>
        <ProCard title={t('analysis.topDownloads')} bordered loading={loading}>
          {data && data.downloads.length > 0 ? (
            <Bars
              label={`${t('analysis.topDownloads')}: ${data.downloads.map((file) => `${file.name} ${file.count}`).join(', ')}`}
              data={data.downloads.map((file) => ({ x: file.name, y: file.count }))}
            />
          ) : (
            <Empty description={t('analysis.empty')} />
          )}
        </ProCard>
      </Col>
      <Col xs={24}>
        <SearchesCard searches={data?.searches} loading={loading} />
      </Col>
      <Col xs={24} xl={12}>
        <ProCard title={t('analysis.content')} bordered loading={loading}>
          {data && (
            <Donut
              label={`${t('analysis.content')}: ${PUBLISHED_COUNTS.map((kind) => `${t(`analysis.content.${kind}`)} ${data.content[kind]}`).join(', ')}`}
              data={PUBLISHED_COUNTS.map((kind) => ({
                x: t(`analysis.content.${kind}`),
                y: data.content[kind],
              }))}
            />
          )}
        </ProCard>
      </Col>
    </Row>
  );
}

function SearchTable({ title, rows, empty }: { title: string; rows: SearchCount[]; empty: string }) {
  return (
    <Table
      size="small"
      rowKey="query"
      pagination={false}
      scroll={{ x: true }}
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      dataSource={rows}
      locale={{ emptyText: <Empty description={empty} /> }}
      columns={[
        { title: t('analysis.column.query'), dataIndex: 'query' },
        { title: t('analysis.column.searches'), dataIndex: 'searches', align: 'right', render: formatCount },
      ]}
    />
  );
}

/**
 * What visitors looked for with the site search in the week of the range's last day: the most
 * frequent texts, and those that found nothing (what the site is missing). Counted as texts
 * only, never with anything about who searched.
 */
function SearchesCard({
  searches,
  loading,
}: {
  searches: DashboardAnalysis['searches'] | undefined;
  loading: boolean;
}) {
  return (
    <ProCard
      title={t('analysis.searches')}
      subTitle={searches && t('analysis.searches.week', { week: searches.week })}
      bordered
      loading={loading}
      gutter={[16, 16]}
      wrap
    >
      <ProCard colSpan={{ xs: 24, xl: 12 }} ghost>
        <SearchTable
          title={t('analysis.searches.top')}
          rows={searches?.top ?? []}
          empty={t('analysis.searches.none')}
        />
      </ProCard>
      <ProCard colSpan={{ xs: 24, xl: 12 }} ghost>
        <SearchTable
          title={t('analysis.searches.zero')}
          rows={searches?.zeroResults ?? []}
          empty={t('analysis.searches.noZero')}
        />
      </ProCard>
    </ProCard>
  );
}
