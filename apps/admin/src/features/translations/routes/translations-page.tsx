import { PageContainer, ProCard } from '@ant-design/pro-components';
import type { TranslationStatus } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { Alert, Progress, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { PageLoading } from '../../../app/pages/page-loading.tsx';
import { LANG_LABELS } from '../../../components/bilingual-tabs.tsx';
import { editorPath } from '../../../lib/editor-paths.ts';
import { resourceLabel } from '../../../lib/resource-labels.ts';
import { t } from '../../../locales/index.ts';
import { useTranslations } from '../api/get-translations.ts';

const LANGS: Lang[] = ['zh_CN', 'en_US'];

type MissingRow = { resource: string; id: number; title: string; langs: Lang[] };

function Count({ done, total }: { done: number; total: number }) {
  return (
    <Space size="small" style={{ minWidth: 120 }}>
      <Progress
        type="circle"
        size={28}
        percent={total === 0 ? 100 : Math.round((done / total) * 100)}
        showInfo={false}
        aria-hidden
      />
      <span>
        {done} / {total}
      </span>
    </Space>
  );
}

/** `/admin/translations`: per resource, how much is written and public in each language, and what lacks one. */
export default function TranslationsPage() {
  const status = useTranslations();
  if (status.isPending) return <PageLoading />;
  if (status.isError) throw status.error;
  const rows = status.data;
  const missing: MissingRow[] = rows.flatMap((row) =>
    row.missing.map((record) => ({ resource: row.resource, ...record })),
  );

  return (
    <PageContainer content={t('translations.intro')}>
      <ProCard title={t('translations.summary')} bordered headerBordered style={{ marginBottom: 16 }}>
        <Table<TranslationStatus>
          size="small"
          rowKey="resource"
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('translations.resource'),
              dataIndex: 'resource',
              fixed: 'left',
              render: (resource: string) => resourceLabel(resource),
            },
            { title: t('translations.total'), dataIndex: 'total', align: 'right' },
            ...LANGS.flatMap((lang) => [
              {
                title: t('translations.written', { lang: LANG_LABELS[lang] }),
                key: `written-${lang}`,
                render: (_: unknown, row: TranslationStatus) => (
                  <Count done={row.written[lang]} total={row.total} />
                ),
              },
              {
                title: t('translations.published', { lang: LANG_LABELS[lang] }),
                key: `published-${lang}`,
                render: (_: unknown, row: TranslationStatus) => (
                  <Count done={row.published[lang]} total={row.total} />
                ),
              },
            ]),
            {
              title: t('translations.missingCount'),
              key: 'missing',
              align: 'right',
              render: (_, row) =>
                row.missing.length === 0 ? (
                  <Tag color="green">{t('translations.complete')}</Tag>
                ) : (
                  <Tag color="orange">{row.missing.length}</Tag>
                ),
            },
          ]}
        />
      </ProCard>
      <ProCard title={t('translations.missing')} bordered headerBordered>
        {missing.length === 0 ? (
          <Alert type="success" showIcon message={t('translations.allWritten')} />
        ) : (
          <Table<MissingRow>
            size="small"
            rowKey={(row) => `${row.resource}:${row.id}`}
            dataSource={missing}
            pagination={missing.length > 20 ? { pageSize: 20, size: 'small' } : false}
            scroll={{ x: 'max-content' }}
            data-testid="translations-missing"
            columns={[
              {
                title: t('translations.resource'),
                dataIndex: 'resource',
                render: (resource: string) => resourceLabel(resource),
              },
              {
                title: t('translations.record'),
                key: 'record',
                render: (_, row) => (
                  <Link to={editorPath(row.resource, row.id)}>{row.title.trim() || `#${row.id}`}</Link>
                ),
              },
              {
                title: t('translations.lacks'),
                key: 'langs',
                render: (_, row) => (
                  <Space size={4} wrap>
                    {row.langs.map((lang) => (
                      <Tag key={lang} color="orange">
                        {t('translations.lacksLang', { lang: LANG_LABELS[lang] })}
                      </Tag>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('translations.hint')}
        </Typography.Paragraph>
      </ProCard>
    </PageContainer>
  );
}
