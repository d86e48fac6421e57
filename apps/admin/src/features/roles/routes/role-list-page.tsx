import { type ProColumns, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { AdminRole, AdminRoleInput } from '@coresense/shared';
import { Alert, Spin, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import { idColumn, timeColumn } from '../../../components/table-columns.tsx';
import { useSessionUser } from '../../../hooks/use-session-user.tsx';
import { t } from '../../../locales/index.ts';
import { useAuthorities } from '../api/get-authorities.ts';
import { rolesApi } from '../api/roles-api.ts';
import { AuthorityMatrix } from '../components/authority-matrix.tsx';

const columns: ProColumns<AdminRole>[] = [
  idColumn(),
  {
    title: t('roles.name'),
    dataIndex: 'keyword',
    render: (_dom, role) => (
      <>
        {role.name} {role.builtin && <Tag color="gold">{t('roles.builtin')}</Tag>}
      </>
    ),
  },
  {
    title: t('common.description'),
    dataIndex: 'description',
    search: false,
    ellipsis: true,
    // The built-in role's own description is left empty by the server and worded here, in the user's language.
    render: (_dom, role) => role.description || (role.builtin ? t('roles.builtin.description') : ''),
  },
  {
    title: t('roles.authorities'),
    dataIndex: 'authorities',
    search: false,
    width: 120,
    render: (_dom, role) => role.authorities.length,
  },
  { title: t('roles.userCount'), dataIndex: 'userCount', search: false, sorter: true, width: 110 },
  timeColumn<AdminRole>('updateTime', t('common.updateTime')),
];

/** Permission management: roles and the authorities they grant. Built-in roles stay as they are. */
export default function RoleListPage() {
  return (
    <BusinessListPage<AdminRole, Partial<AdminRole>, AdminRoleInput>
      resource={rolesApi}
      titles={{ new: 'roles.new', edit: 'roles.edit' }}
      columns={columns}
      toForm={(role) =>
        role
          ? { name: role.name, description: role.description, authorities: role.authorities }
          : { authorities: [] }
      }
      width={640}
      actions={{ width: 140, canDelete: (role) => !role.builtin }}
      fields={({ record, readOnly }) => {
        const builtin = record?.builtin ?? false;
        return (
          <>
            {builtin && (
              <Alert type="info" showIcon message={t('roles.builtin.hint')} style={{ marginBottom: 16 }} />
            )}
            <ProFormText
              name="name"
              label={t('roles.name')}
              disabled={builtin}
              rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 50 }]}
            />
            <ProFormTextArea
              name="description"
              label={t('common.description')}
              placeholder={builtin ? t('roles.builtin.description') : undefined}
              rules={[{ max: 200 }]}
              fieldProps={{ autoSize: { minRows: 1, maxRows: 3 } }}
            />
            <AuthoritiesField disabled={readOnly || builtin} />
          </>
        );
      }}
    />
  );
}

/** The authority matrix; a user grants only what they hold themselves. */
function AuthoritiesField({ disabled }: { disabled: boolean }) {
  const groups = useAuthorities();
  const me = useSessionUser();
  const grantable = useMemo(() => new Set(me?.authorityList ?? []), [me]);
  return (
    <ProForm.Item
      name="authorities"
      label={
        <Tooltip title={t('roles.matrix.hint')}>
          <span>{t('roles.authorities')}</span>
        </Tooltip>
      }
    >
      {groups.data ? (
        <AuthorityMatrix groups={groups.data} disabled={disabled} grantable={grantable} />
      ) : (
        <Spin />
      )}
    </ProForm.Item>
  );
}
