import type { AuthorityGroup } from '@coresense/shared';
import { Checkbox, Table, Tooltip } from 'antd';
import { resourceLabel } from '../../../lib/resource-labels.ts';
import { t } from '../../../locales/index.ts';
import { ACTIONS, type Action, toggleAuthority } from './toggle-authority.ts';

/** The authorities of a role as a checkbox matrix: one row per resource, read and write columns. */
export function AuthorityMatrix({
  groups,
  value = [],
  onChange,
  disabled,
  grantable,
}: {
  groups: AuthorityGroup[];
  value?: string[];
  onChange?: (authorities: string[]) => void;
  disabled?: boolean;
  /** What the editor holds and so may grant; other boxes can only be cleared. */
  grantable?: ReadonlySet<string>;
}) {
  const granted = new Set(value);
  const columnState = (action: Action) => {
    const all = groups.flatMap((group) =>
      group.authorities.filter((authority) => authority.endsWith(`:${action}`)),
    );
    const count = all.filter((authority) => granted.has(authority)).length;
    return {
      all,
      checked: count === all.length && count > 0,
      indeterminate: count > 0 && count < all.length,
    };
  };
  const toggleColumn = (action: Action, checked: boolean) => {
    let next = [...value];
    for (const group of groups) {
      if (group.authorities.includes(`${group.resource}:${action}`))
        next = toggleAuthority(next, group.resource, action, checked, grantable);
    }
    onChange?.(next);
  };

  return (
    <Table<AuthorityGroup>
      className="matrix-table"
      size="small"
      rowKey="resource"
      pagination={false}
      dataSource={groups}
      columns={[
        {
          title: t('roles.resource'),
          dataIndex: 'resource',
          render: (resource: string) => resourceLabel(resource),
        },
        ...ACTIONS.map((action) => {
          const state = columnState(action);
          return {
            key: action,
            width: 120,
            align: 'center' as const,
            title: (
              <Checkbox
                checked={state.checked}
                indeterminate={state.indeterminate}
                disabled={disabled}
                onChange={(event) => toggleColumn(action, event.target.checked)}
              >
                {t(`roles.action.${action}`)}
              </Checkbox>
            ),
            render: (_value: unknown, group: AuthorityGroup) => {
              const authority = `${group.resource}:${action}`;
              if (!group.authorities.includes(authority)) return null;
              const locked = !granted.has(authority) && grantable !== undefined && !grantable.has(authority);
              const box = (
                <Checkbox
                  aria-label={`${resourceLabel(group.resource)} ${t(`roles.action.${action}`)}`}
                  data-testid={`authority-${authority}`}
                  checked={granted.has(authority)}
                  disabled={disabled || locked}
                  onChange={(event) =>
                    onChange?.(
                      toggleAuthority(value, group.resource, action, event.target.checked, grantable),
                    )
                  }
                />
              );
              return locked && !disabled ? <Tooltip title={t('roles.notYours')}>{box}</Tooltip> : box;
            },
          };
        }),
      ]}
    />
  );
}
