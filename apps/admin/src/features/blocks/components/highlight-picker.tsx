import { List, Select, Space, Tag, Typography } from 'antd';
import { orderActions } from '../../../components/order-actions.tsx';
import { t } from '../../../locales/index.ts';
import type { RecordOption } from '../api/get-published-options.ts';

/**
 * The records a page highlights, in order: added from the published ones, moved up and down,
 * removed. A chosen record since unpublished stays listed (the site skips it) so it can be removed.
 */
export function HighlightPicker({
  value = [],
  onChange,
  options,
  loading,
  max,
  testId,
  disabled,
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  options: RecordOption[];
  loading: boolean;
  max: number;
  testId: string;
  disabled?: boolean;
}) {
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <div className="highlight-picker" data-testid={testId}>
      <List
        size="small"
        bordered
        dataSource={value}
        locale={{ emptyText: t('blocks.home.highlight.none') }}
        renderItem={(id, index) => (
          <List.Item
            actions={orderActions({ items: value, index, disabled, onChange: (next) => onChange?.(next) })}
          >
            <Space>
              <Typography.Text type="secondary">{index + 1}.</Typography.Text>
              {labels.get(id) ?? (
                <>
                  #{id} <Tag>{loading ? '…' : t('blocks.home.highlight.unpublished')}</Tag>
                </>
              )}
            </Space>
          </List.Item>
        )}
      />
      {value.length < max && (
        <Select<number>
          className="highlight-picker-add"
          showSearch
          optionFilterProp="label"
          loading={loading}
          disabled={disabled}
          placeholder={t('blocks.home.highlight.add')}
          options={options.filter((option) => !value.includes(option.value))}
          value={null}
          onChange={(id) => onChange?.([...value, id])}
        />
      )}
    </div>
  );
}
