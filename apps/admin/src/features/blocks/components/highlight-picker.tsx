import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, List, Select, Space, Tag, Typography } from 'antd';
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
  const move = (index: number, by: number) => {
    const next = [...value];
    const [id] = next.splice(index, 1);
    if (id !== undefined) next.splice(index + by, 0, id);
    onChange?.(next);
  };
  return (
    <div className="highlight-picker" data-testid={testId}>
      <List
        size="small"
        bordered
        dataSource={value}
        locale={{ emptyText: t('blocks.home.highlight.none') }}
        renderItem={(id, index) => (
          <List.Item
            actions={[
              <Button
                key="up"
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('blocks.home.highlight.up')}
                disabled={disabled || index === 0}
                onClick={() => move(index, -1)}
              />,
              <Button
                key="down"
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('blocks.home.highlight.down')}
                disabled={disabled || index === value.length - 1}
                onClick={() => move(index, 1)}
              />,
              <Button
                key="remove"
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('blocks.home.highlight.remove')}
                disabled={disabled}
                onClick={() => onChange?.(value.filter((each) => each !== id))}
              />,
            ]}
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
