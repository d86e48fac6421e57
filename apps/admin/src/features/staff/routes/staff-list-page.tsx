import { KeyOutlined } from '@ant-design/icons';
import { ProForm, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import {
  type AdminStaff,
  type AdminStaffCreate,
  type PasswordResetResult,
  STAFF_PASSWORD_MIN,
} from '@coresense/shared';
import { Alert, App, Avatar, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import { RowIconButton } from '../../../components/row-icon-button.tsx';
import { idColumn, timeColumn } from '../../../components/table-columns.tsx';
import { useSessionUser } from '../../../hooks/use-session-user.tsx';
import { t } from '../../../locales/index.ts';
import { removedBindingsText } from '../../account/components/removed-bindings.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { staffApi } from '../api/staff-api.ts';

type StaffValues = Omit<AdminStaffCreate, 'password'> & { password?: string };

function toForm(user: AdminStaff | undefined): Partial<StaffValues> {
  if (!user) return { enabled: true, roleIds: [] };
  const { username, name, email, phone, avatar, enabled, roleIds } = user;
  return { username, name, email, phone, avatar, enabled, roleIds };
}

/** An empty password keeps the account's current one; a new account needs one. */
function toInput(values: Partial<StaffValues>, user: AdminStaff | undefined): StaffValues {
  // The form requires the username, so a submitted form has it.
  return {
    ...values,
    password: user ? values.password || undefined : (values.password ?? ''),
  } as StaffValues;
}

/** Staff management: accounts, their roles, disabling and password resets. */
export default function StaffListPage() {
  const { modal } = App.useApp();
  const me = useSessionUser();
  const roles = useRoleOptions();
  const reset = useResetStaffPassword();

  function showNewPassword(result: PasswordResetResult) {
    modal.success({
      title: t('staff.password.title', { username: result.username }),
      width: 480,
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message={t('staff.password.once')} />
          {result.removedBindings.length > 0 && (
            <Alert
              type="info"
              showIcon
              data-testid="removed-bindings"
              message={t('staff.password.bindingsRemoved', {
                bindings: removedBindingsText(result.removedBindings),
              })}
            />
          )}
          <Typography.Paragraph
            copyable={{ text: result.password }}
            code
            style={{ fontSize: 18 }}
            data-testid="new-password"
          >
            {result.password}
          </Typography.Paragraph>
        </Space>
      ),
    });
  }

  return (
    <BusinessListPage<AdminStaff, Partial<StaffValues>, StaffValues>
      resource={staffApi}
      titles={{ new: 'staff.new', edit: 'staff.edit' }}
      columns={({ canWrite, setEnabled }) => [
        idColumn(),
        {
          title: t('staff.username'),
          dataIndex: 'username',
          search: false,
          sorter: true,
          minWidth: 140,
          render: (_dom, user) => (
            <Space>
              <Avatar size="small" src={user.avatar || undefined}>
                {(user.name || user.username).slice(0, 1).toUpperCase()}
              </Avatar>
              {user.username}
              {user.id === me?.id && <Tag>{t('staff.you')}</Tag>}
            </Space>
          ),
        },
        {
          title: t('common.keyword'),
          dataIndex: 'keyword',
          hideInTable: true,
          fieldProps: { placeholder: t('staff.keyword') },
        },
        { title: t('staff.name'), dataIndex: 'name', search: false, sorter: true, width: 100 },
        { title: t('staff.email'), dataIndex: 'email', search: false, width: 160, ellipsis: true },
        { title: t('staff.phone'), dataIndex: 'phone', search: false, width: 130, hiddenByDefault: true },
        {
          title: t('staff.roles'),
          dataIndex: 'roleId',
          valueType: 'select',
          width: 120,
          fieldProps: { options: roles.data ?? [] },
          render: (_dom, user) =>
            user.roles.length ? user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>) : '—',
        },
        {
          title: t('common.status'),
          dataIndex: 'enabled',
          valueType: 'select',
          width: 96,
          valueEnum: {
            true: { text: t('common.enabled'), status: 'Success' },
            false: { text: t('common.disabled'), status: 'Default' },
          },
          render: (_dom, user) =>
            canWrite && user.id !== me?.id ? (
              <Popconfirm
                title={user.enabled ? t('staff.disableConfirm') : t('staff.enableConfirm')}
                onConfirm={() => setEnabled(user, !user.enabled)}
              >
                <Switch
                  size="small"
                  checked={user.enabled}
                  checkedChildren={t('common.enabled')}
                  unCheckedChildren={t('common.disabled')}
                />
              </Popconfirm>
            ) : (
              <Tag color={user.enabled ? 'success' : 'default'}>
                {user.enabled ? t('common.enabled') : t('common.disabled')}
              </Tag>
            ),
        },
        { ...timeColumn<AdminStaff>('createTime', t('common.createTime')), hiddenByDefault: true },
      ]}
      toForm={toForm}
      toInput={toInput}
      // Disabling ends the person's access: asked here as in the list's switch.
      confirmSave={async (values, user) =>
        !(user?.enabled && !values.enabled) || (await modal.confirm({ title: t('staff.disableConfirm') }))
      }
      width={560}
      actions={{
        width: 112,
        readOnlyView: false,
        canDelete: (user) => user.id !== me?.id,
        extra: (user) => [
          <Popconfirm
            key="reset"
            title={t('staff.resetConfirm', { username: user.username })}
            onConfirm={async () => showNewPassword(await reset.mutateAsync(user.id))}
          >
            <RowIconButton label={t('staff.resetPassword')} icon={<KeyOutlined />} />
          </Popconfirm>,
        ],
      }}
      fields={({ record: user }) => {
        const isSelf = user !== undefined && user.id === me?.id;
        return (
          <>
            <ProFormText
              name="username"
              label={t('staff.username')}
              tooltip={t('staff.username.hint')}
              rules={[
                { required: true, message: t('validation.required') },
                { pattern: /^[A-Za-z0-9_.@-]+$/, message: t('staff.username.hint') },
                { max: 50 },
              ]}
              fieldProps={{ autoComplete: 'off' }}
            />
            <ProFormText.Password
              name="password"
              label={user ? t('staff.newPassword') : t('staff.password')}
              tooltip={user ? t('staff.newPassword.hint') : undefined}
              rules={[
                ...(user ? [] : [{ required: true, message: t('validation.required') }]),
                { min: STAFF_PASSWORD_MIN, message: t('staff.password.min', { min: STAFF_PASSWORD_MIN }) },
                { max: 200 },
              ]}
              fieldProps={{ autoComplete: 'new-password' }}
            />
            <ProForm.Group>
              <ProFormText name="name" label={t('staff.name')} width="sm" rules={[{ max: 100 }]} />
              <ProFormText
                name="phone"
                label={t('staff.phone')}
                width="sm"
                rules={[{ max: 30 }, { pattern: /^[\d +\-()]*$/, message: t('staff.phone.invalid') }]}
              />
            </ProForm.Group>
            <ProFormText
              name="email"
              label={t('staff.email')}
              rules={[{ type: 'email', message: t('validation.email') }, { max: 254 }]}
            />
            <ProFormSelect
              name="roleIds"
              label={t('staff.roles')}
              mode="multiple"
              options={roles.data ?? []}
              tooltip={t('staff.roles.hint')}
              fieldProps={{ optionFilterProp: 'label' }}
            />
            <ProFormSwitch
              name="enabled"
              label={t('common.status')}
              checkedChildren={t('common.enabled')}
              unCheckedChildren={t('common.disabled')}
              disabled={isSelf}
              extra={isSelf ? t('staff.selfDisable') : t('staff.disable.hint')}
            />
          </>
        );
      }}
    />
  );
}
