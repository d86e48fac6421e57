import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  ModalForm,
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { type AdminMember, type AdminMemberInput, MEMBER_LEVELS, type MemberLevel } from '@coresense/shared';
import { App, Button, Form, Tag } from 'antd';
import { useRef, useState } from 'react';
import { ListTable } from '../../../components/list-table.tsx';
import { enabledColumn, rowActions, timeColumn } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { t } from '../../../locales/index.ts';
import { useCreateMember } from '../api/create-member.ts';
import { useDeleteMember } from '../api/delete-member.ts';
import { membersQueryOptions } from '../api/get-members.ts';
import { useUpdateMember } from '../api/update-member.ts';

const LEVEL_COLORS: Record<MemberLevel, string> = {
  standard: 'default',
  silver: 'geekblue',
  gold: 'gold',
  platinum: 'purple',
};
const levelLabel = (level: string) =>
  MEMBER_LEVELS.includes(level as MemberLevel) ? t(`members.level.${level as MemberLevel}`) : level;

function inputFrom(member: AdminMember, change: Partial<AdminMemberInput> = {}): AdminMemberInput {
  const { name, company, contactName, phone, email, address, level, enabled, note } = member;
  return {
    name,
    company,
    contactName,
    phone,
    email,
    address,
    level: level as MemberLevel,
    enabled,
    note,
    ...change,
  };
}

/** Member management: the company's customers, whom contracts are signed with. */
export default function MemberListPage() {
  const access = useAccess();
  const canWrite = access['members:write'];
  const table = useRef<ActionType>(null);
  const request = useProTableRequest(membersQueryOptions);
  const [editing, setEditing] = useState<AdminMember | 'new'>();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const reload = () => table.current?.reload();

  const columns: ProColumns<AdminMember>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 70, sorter: true },
    { title: t('members.name'), dataIndex: 'name', search: false, sorter: true },
    {
      title: t('common.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('members.keyword') },
    },
    { title: t('members.company'), dataIndex: 'company', search: false, sorter: true },
    { title: t('members.contactName'), dataIndex: 'contactName', search: false },
    { title: t('members.phone'), dataIndex: 'phone', search: false },
    { title: t('members.email'), dataIndex: 'email', search: false },
    {
      title: t('members.level'),
      dataIndex: 'level',
      valueType: 'select',
      sorter: true,
      width: 110,
      valueEnum: Object.fromEntries(MEMBER_LEVELS.map((level) => [level, { text: levelLabel(level) }])),
      render: (_dom, member) => (
        <Tag color={LEVEL_COLORS[member.level as MemberLevel] ?? 'default'}>{levelLabel(member.level)}</Tag>
      ),
    },
    { title: t('members.contractCount'), dataIndex: 'contractCount', search: false, width: 100 },
    enabledColumn<AdminMember>(
      canWrite
        ? async (member, enabled) => {
            await update.mutateAsync({ id: member.id, ...inputFrom(member, { enabled }) });
            reload();
          }
        : undefined,
      {
        on: t('common.enabled'),
        off: t('common.disabled'),
        confirmOn: t('members.enableConfirm'),
        confirmOff: t('members.disableConfirm'),
        doneOn: t('common.enabled'),
        doneOff: t('common.disabled'),
      },
    ),
    timeColumn<AdminMember>('createTime', t('common.createTime')),
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 120,
      render: (_dom, member) =>
        rowActions({
          onEdit: () => setEditing(member),
          editLabel: canWrite ? t('common.edit') : t('common.view'),
          onDelete:
            canWrite && member.contractCount === 0
              ? async () => {
                  await remove.mutateAsync(member.id);
                  reload();
                }
              : undefined,
        }),
    },
  ];

  return (
    <PageContainer>
      <ListTable<AdminMember>
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
        <MemberModal
          key={editing === 'new' ? 'new' : editing.id}
          member={editing === 'new' ? undefined : editing}
          readOnly={!canWrite}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      )}
    </PageContainer>
  );
}

function MemberModal({
  member,
  readOnly,
  onClose,
  onSaved,
}: {
  member: AdminMember | undefined;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminMemberInput>();
  const unsaved = useUnsavedChanges();
  const create = useCreateMember();
  const update = useUpdateMember();

  async function submit(values: AdminMemberInput) {
    try {
      if (member) await update.mutateAsync({ id: member.id, ...values });
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
    <ModalForm<AdminMemberInput>
      title={member ? t('members.edit') : t('members.new')}
      open
      width={720}
      form={form}
      disabled={readOnly}
      initialValues={member ? inputFrom(member) : { level: 'standard', enabled: true }}
      onOpenChange={(open) => !open && unsaved.confirmDiscard(onClose)}
      onValuesChange={unsaved.markDirty}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={
        readOnly ? false : { searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }
      }
      onFinish={submit}
    >
      <ProForm.Group>
        <ProFormText
          name="name"
          label={t('members.name')}
          width="md"
          rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 100 }]}
        />
        <ProFormText name="company" label={t('members.company')} width="md" rules={[{ max: 200 }]} />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormText name="contactName" label={t('members.contactName')} width="sm" rules={[{ max: 100 }]} />
        <ProFormText
          name="phone"
          label={t('members.phone')}
          width="sm"
          rules={[{ max: 30 }, { pattern: /^[\d +\-()]*$/, message: t('staff.phone.invalid') }]}
        />
        <ProFormText
          name="email"
          label={t('members.email')}
          width="md"
          rules={[{ type: 'email', message: t('validation.email') }, { max: 254 }]}
        />
      </ProForm.Group>
      <ProFormText name="address" label={t('members.address')} rules={[{ max: 500 }]} />
      <ProForm.Group>
        <ProFormSelect
          name="level"
          label={t('members.level')}
          width="sm"
          options={MEMBER_LEVELS.map((level) => ({ value: level, label: levelLabel(level) }))}
        />
        <ProFormSwitch
          name="enabled"
          label={t('common.status')}
          checkedChildren={t('common.enabled')}
          unCheckedChildren={t('common.disabled')}
        />
      </ProForm.Group>
      <ProFormTextArea
        name="note"
        label={t('members.note')}
        rules={[{ max: 2000 }]}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 6 } }}
      />
    </ModalForm>
  );
}
