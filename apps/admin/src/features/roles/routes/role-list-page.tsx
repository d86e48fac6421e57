import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  DrawerForm,
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { AdminRole, AdminRoleInput } from '@coresense/shared';
import { Alert, App, Button, Form, Spin, Tag, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { ListTable } from '../../../components/list-table.tsx';
import { rowActions, timeColumn } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useSessionUser } from '../../../hooks/use-session-user.tsx';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { t } from '../../../locales/index.ts';
import { useCreateRole } from '../api/create-role.ts';
import { useDeleteRole } from '../api/delete-role.ts';
import { useAuthorities } from '../api/get-authorities.ts';
import { rolesQueryOptions } from '../api/get-roles.ts';
import { useUpdateRole } from '../api/update-role.ts';
import { AuthorityMatrix } from '../components/authority-matrix.tsx';

/** Permission management: roles and the authorities they grant. */
export default function RoleListPage() {
  const access = useAccess();
  const canWrite = access['roles:write'];
  const table = useRef<ActionType>(null);
  const request = useProTableRequest(rolesQueryOptions);
  const [editing, setEditing] = useState<AdminRole | 'new'>();
  const remove = useDeleteRole();
  const reload = () => table.current?.reload();

  const columns: ProColumns<AdminRole>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 70, sorter: true },
    {
      title: t('roles.name'),
      dataIndex: 'keyword',
      render: (_dom, role) => (
        <>
          {role.name} {role.builtin && <Tag color="gold">{t('roles.builtin')}</Tag>}
        </>
      ),
    },
    { title: t('common.description'), dataIndex: 'description', search: false, ellipsis: true },
    {
      title: t('roles.authorities'),
      dataIndex: 'authorities',
      search: false,
      width: 120,
      render: (_dom, role) => role.authorities.length,
    },
    { title: t('roles.userCount'), dataIndex: 'userCount', search: false, sorter: true, width: 110 },
    timeColumn<AdminRole>('updateTime', t('common.updateTime')),
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 140,
      render: (_dom, role) =>
        rowActions({
          onEdit: () => setEditing(role),
          editLabel: canWrite ? t('common.edit') : t('common.view'),
          onDelete:
            canWrite && !role.builtin
              ? async () => {
                  await remove.mutateAsync(role.id);
                  reload();
                }
              : undefined,
        }),
    },
  ];

  return (
    <PageContainer>
      <ListTable<AdminRole>
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
        <RoleDrawer
          key={editing === 'new' ? 'new' : editing.id}
          role={editing === 'new' ? undefined : editing}
          readOnly={!canWrite}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      )}
    </PageContainer>
  );
}

function RoleDrawer({
  role,
  readOnly,
  onClose,
  onSaved,
}: {
  role: AdminRole | undefined;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminRoleInput>();
  const unsaved = useUnsavedChanges();
  const groups = useAuthorities();
  const create = useCreateRole();
  const update = useUpdateRole();
  const builtin = role?.builtin ?? false;
  const me = useSessionUser();
  const grantable = useMemo(() => new Set(me?.authorityList ?? []), [me]);

  async function submit(values: AdminRoleInput) {
    try {
      if (role) await update.mutateAsync({ id: role.id, ...values });
      else await create.mutateAsync(values);
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
    <DrawerForm<AdminRoleInput>
      title={role ? t('roles.edit') : t('roles.new')}
      open
      width={640}
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={
        role
          ? { name: role.name, description: role.description, authorities: role.authorities }
          : { authorities: [] }
      }
      onOpenChange={(open) => !open && unsaved.confirmDiscard(onClose)}
      onValuesChange={unsaved.markDirty}
      drawerProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={
        readOnly ? false : { searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }
      }
      onFinish={submit}
    >
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
        rules={[{ max: 200 }]}
        fieldProps={{ autoSize: { minRows: 1, maxRows: 3 } }}
      />
      <ProForm.Item
        name="authorities"
        label={
          <Tooltip title={t('roles.matrix.hint')}>
            <span>{t('roles.authorities')}</span>
          </Tooltip>
        }
      >
        {groups.data ? (
          <AuthorityMatrix groups={groups.data} disabled={readOnly || builtin} grantable={grantable} />
        ) : (
          <Spin />
        )}
      </ProForm.Item>
    </DrawerForm>
  );
}
