import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  DrawerForm,
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import {
  type AdminStaff,
  type AdminStaffCreate,
  type PasswordResetResult,
  STAFF_PASSWORD_MIN,
} from '@coresense/shared';
import { Alert, App, Avatar, Button, Form, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ListTable } from '../../../components/list-table.tsx';
import { rowActions, timeColumn } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useSessionUser } from '../../../hooks/use-session-user.tsx';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { t } from '../../../locales/index.ts';
import { useCreateStaffUser } from '../api/create-staff-user.ts';
import { useDeleteStaffUser } from '../api/delete-staff-user.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import { staffQueryOptions } from '../api/get-staff.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { useUpdateStaffUser } from '../api/update-staff-user.ts';

type StaffValues = Omit<AdminStaffCreate, 'password'> & { password?: string };

function inputFrom(user: AdminStaff, change: Partial<StaffValues> = {}): StaffValues {
  const { username, name, email, phone, avatar, enabled, roleIds } = user;
  return { username, name, email, phone, avatar, enabled, roleIds, ...change };
}

/** Staff management: accounts, their roles, disabling and password resets. */
export default function StaffListPage() {
  const { modal } = App.useApp();
  const access = useAccess();
  const me = useSessionUser();
  const canWrite = access['staff:write'];
  const table = useRef<ActionType>(null);
  const request = useProTableRequest(staffQueryOptions);
  const roles = useRoleOptions();
  const [editing, setEditing] = useState<AdminStaff | 'new'>();
  const update = useUpdateStaffUser();
  const remove = useDeleteStaffUser();
  const reset = useResetStaffPassword();
  const reload = () => table.current?.reload();

  function showNewPassword(result: PasswordResetResult) {
    modal.success({
      title: t('staff.password.title', { username: result.username }),
      width: 480,
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message={t('staff.password.once')} />
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

  const columns: ProColumns<AdminStaff>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 70, sorter: true },
    {
      title: t('staff.username'),
      dataIndex: 'username',
      search: false,
      sorter: true,
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
    { title: t('staff.name'), dataIndex: 'name', search: false, sorter: true },
    { title: t('staff.email'), dataIndex: 'email', search: false },
    { title: t('staff.phone'), dataIndex: 'phone', search: false },
    {
      title: t('staff.roles'),
      dataIndex: 'roleId',
      valueType: 'select',
      fieldProps: { options: roles.data ?? [] },
      render: (_dom, user) =>
        user.roles.length ? user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>) : '—',
    },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      valueType: 'select',
      width: 110,
      valueEnum: {
        true: { text: t('common.enabled'), status: 'Success' },
        false: { text: t('common.disabled'), status: 'Default' },
      },
      render: (_dom, user) =>
        canWrite && user.id !== me?.id ? (
          <Popconfirm
            title={user.enabled ? t('staff.disableConfirm') : t('staff.enableConfirm')}
            onConfirm={async () => {
              await update.mutateAsync({ id: user.id, ...inputFrom(user, { enabled: !user.enabled }) });
              reload();
            }}
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
    timeColumn<AdminStaff>('createTime', t('common.createTime')),
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 200,
      render: (_dom, user) =>
        canWrite
          ? rowActions({
              onEdit: () => setEditing(user),
              extra: [
                <Popconfirm
                  key="reset"
                  title={t('staff.resetConfirm', { username: user.username })}
                  onConfirm={async () => showNewPassword(await reset.mutateAsync(user.id))}
                >
                  <Typography.Link>
                    <KeyOutlined /> {t('staff.resetPassword')}
                  </Typography.Link>
                </Popconfirm>,
              ],
              onDelete:
                user.id === me?.id
                  ? undefined
                  : async () => {
                      await remove.mutateAsync(user.id);
                      reload();
                    },
            })
          : [],
    },
  ];

  return (
    <PageContainer>
      <ListTable<AdminStaff>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() =>
          canWrite
            ? [
                <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                  {t('common.new')}
                </Button>,
              ]
            : []
        }
      />
      {editing && (
        <StaffDrawer
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? undefined : editing}
          isSelf={editing !== 'new' && editing.id === me?.id}
          roleOptions={roles.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      )}
    </PageContainer>
  );
}

function StaffDrawer({
  user,
  isSelf,
  roleOptions,
  onClose,
  onSaved,
}: {
  user: AdminStaff | undefined;
  isSelf: boolean;
  roleOptions: { label: string; value: number }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<StaffValues>();
  const unsaved = useUnsavedChanges();
  const create = useCreateStaffUser();
  const update = useUpdateStaffUser();

  async function submit(values: StaffValues) {
    // Disabling ends the person's access: asked here as in the list's switch.
    if (user?.enabled && !values.enabled && !(await modal.confirm({ title: t('staff.disableConfirm') }))) {
      return false;
    }
    try {
      if (user) {
        await update.mutateAsync({ id: user.id, ...values, password: values.password || undefined });
      } else {
        await create.mutateAsync({ ...values, password: values.password ?? '' });
      }
      unsaved.markClean();
      message.success(t('common.saved'));
      onSaved();
      return true;
    } catch (error) {
      applyServerErrors(form, error);
      return false;
    }
  }

  return (
    <DrawerForm<StaffValues>
      title={user ? t('staff.edit') : t('staff.new')}
      open
      width={560}
      form={form}
      layout="vertical"
      initialValues={user ? inputFrom(user) : { enabled: true, roleIds: [] }}
      onOpenChange={(open) => !open && unsaved.confirmDiscard(onClose)}
      onValuesChange={unsaved.markDirty}
      drawerProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      onFinish={submit}
    >
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
        options={roleOptions}
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
    </DrawerForm>
  );
}
