import { List, Select, Space, Tag, Typography } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useContext } from 'react';
import {
  type ParameterDefinition,
  parameterLabel,
  useParameterDefinitions,
} from '../../../api/get-parameter-definitions.ts';
import { orderActions } from '../../../components/order-actions.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { t } from '../../../locales/index.ts';
import { withKey } from './ordered-keys.ts';

/**
 * A category's parameters in the order its products show them: chosen from the definitions,
 * then moved up or down. Without `product-parameters:read` the keys show as they are.
 */
export function ParameterKeysInput({
  id,
  value = [],
  onChange,
  disabled: ownDisabled,
}: {
  /** The form item's, given to the select: the item's label names it. */
  id?: string;
  value?: string[];
  onChange?: (keys: string[]) => void;
  disabled?: boolean;
}) {
  // A read-only form (a user without `product-categories:write`) shows the list without its buttons.
  const disabled = useContext(DisabledContext) || ownDisabled;
  const mayRead = useAccess()['product-parameters:read'];
  const definitions = useParameterDefinitions(mayRead);
  const byKey = new Map<string, ParameterDefinition>(
    (definitions.data ?? []).map((item) => [item.key, item]),
  );
  const change = (keys: string[]) => onChange?.(keys);
  const describe = (key: string) => {
    const definition = byKey.get(key);
    if (!definition) return key;
    return definition.unit
      ? `${parameterLabel(definition)} (${definition.unit})`
      : parameterLabel(definition);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {!disabled && (
        <Select<string>
          id={id}
          showSearch
          value={null}
          style={{ width: '100%' }}
          placeholder={mayRead ? t('categories.parameters.add') : t('categories.parameters.noAccess')}
          disabled={!mayRead}
          loading={definitions.isFetching}
          optionFilterProp="label"
          options={(definitions.data ?? [])
            .filter((definition) => !value.includes(definition.key))
            .map((definition) => ({
              value: definition.key,
              label: `${describe(definition.key)} · ${definition.key}`,
            }))}
          onChange={(key) => change(withKey(value, key))}
          data-testid="category-parameter-add"
        />
      )}
      <List
        size="small"
        bordered
        dataSource={value}
        locale={{ emptyText: t('categories.parameters.none') }}
        data-testid="category-parameters"
        renderItem={(key, index) => (
          <List.Item actions={disabled ? [] : orderActions({ items: value, index, onChange: change })}>
            <Space size={8} wrap>
              <Tag>{index + 1}</Tag>
              <span>{describe(key)}</span>
              <Typography.Text type="secondary" code>
                {key}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
