import { ArrowRightOutlined } from '@ant-design/icons';
import { Spin, Table, Typography } from 'antd';
import { useParameterDefinitions } from '../api/get-parameter-definitions.ts';
import { useAccess } from '../hooks/use-access.tsx';
import { type ParameterChange, parameterChanges } from '../lib/parameter-changes.ts';
import { currentLocale, localeToLang, t } from '../locales/index.ts';
import './parameter-values-diff.css';

function Value({ text }: { text: string }) {
  return text ? (
    <span>{text}</span>
  ) : (
    <Typography.Text type="secondary">{t('parameterDiff.unset')}</Typography.Text>
  );
}

/**
 * A product's parameter values before and after (two versions, or an audit entry's change): the
 * parameters that changed, by label, with their values and units in the interface language.
 * `valuesOnly`: one version's values (`after`), without a before column.
 */
export function ParameterValuesDiff({
  before,
  after,
  valuesOnly = false,
}: {
  before: unknown;
  after: unknown;
  valuesOnly?: boolean;
}) {
  const mayRead = useAccess()['product-parameters:read'];
  const definitions = useParameterDefinitions(mayRead);
  if (mayRead && definitions.isPending) return <Spin size="small" />;
  const rows = parameterChanges(before, after, definitions.data ?? [], localeToLang(currentLocale));
  return (
    <div className="parameter-values-diff">
      {!mayRead && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {t('parameterDiff.noAccess')}
        </Typography.Paragraph>
      )}
      <Table<ParameterChange>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        data-testid="parameter-diff"
        scroll={{ x: 'max-content' }}
        columns={
          valuesOnly
            ? [
                { title: t('parameterDiff.parameter'), dataIndex: 'label' },
                { title: t('parameterDiff.value'), dataIndex: 'after' },
              ]
            : [
                { title: t('parameterDiff.parameter'), dataIndex: 'label' },
                {
                  title: t('audit.before'),
                  dataIndex: 'before',
                  render: (text: string) => (
                    <del className="parameter-values-diff-before">
                      <Value text={text} />
                    </del>
                  ),
                },
                {
                  key: 'arrow',
                  width: 24,
                  render: () => (
                    <ArrowRightOutlined aria-hidden style={{ color: 'var(--ant-color-text-tertiary)' }} />
                  ),
                },
                {
                  title: t('audit.after'),
                  dataIndex: 'after',
                  render: (text: string) => (
                    <ins className="parameter-values-diff-after">
                      <Value text={text} />
                    </ins>
                  ),
                },
              ]
        }
      />
    </div>
  );
}
