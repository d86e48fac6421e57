import {
  ProForm,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { type AdminMember, type AdminMemberInput, MEMBER_LEVELS, type MemberLevel } from '@coresense/shared';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import { enabledColumn, idColumn, timeColumn } from '../../../components/table-columns.tsx';
import { t } from '../../../locales/index.ts';

const LEVEL_COLORS: Record<MemberLevel, string> = {
  standard: 'default',
  silver: 'geekblue',
  gold: 'gold',
  platinum: 'purple',
};
const levelLabel = (level: string) =>
  MEMBER_LEVELS.includes(level as MemberLevel) ? t(`members.level.${level as MemberLevel}`) : level;

function toForm(member: AdminMember | undefined): Partial<AdminMemberInput> {
  if (!member) return { level: 'standard', enabled: true };
  const { name, company, contactName, phone, email, address, level, enabled, note } = member;
  return { name, company, contactName, phone, email, address, level: level as MemberLevel, enabled, note };
}

/** Member management: the company's customers, whom contracts are signed with. */
export default function MemberListPage() {
  return (
    <BusinessListPage<AdminMember, Partial<AdminMemberInput>, AdminMemberInput>
      resource="members"
      titles={{ new: 'members.new', edit: 'members.edit' }}
      columns={({ canWrite, setEnabled }) => [
        idColumn(),
        {
          title: t('members.name'),
          dataIndex: 'name',
          search: false,
          sorter: true,
          minWidth: 120,
          render: (_dom, member) => <Link to={`/admin/members/${member.id}`}>{member.name}</Link>,
        },
        {
          title: t('common.keyword'),
          dataIndex: 'keyword',
          hideInTable: true,
          fieldProps: { placeholder: t('members.keyword') },
        },
        { title: t('members.company'), dataIndex: 'company', search: false, sorter: true },
        // The member's page shows who to call and how.
        {
          title: t('members.contactName'),
          dataIndex: 'contactName',
          search: false,
          width: 100,
          hiddenByDefault: true,
        },
        { title: t('members.phone'), dataIndex: 'phone', search: false, width: 130, hiddenByDefault: true },
        { title: t('members.email'), dataIndex: 'email', search: false, width: 160, ellipsis: true },
        {
          title: t('members.level'),
          dataIndex: 'level',
          valueType: 'select',
          sorter: true,
          width: 88,
          valueEnum: Object.fromEntries(MEMBER_LEVELS.map((level) => [level, { text: levelLabel(level) }])),
          render: (_dom, member) => (
            <Tag color={LEVEL_COLORS[member.level as MemberLevel] ?? 'default'}>
              {levelLabel(member.level)}
            </Tag>
          ),
        },
        { title: t('members.contractCount'), dataIndex: 'contractCount', search: false, width: 80 },
        enabledColumn<AdminMember>(canWrite ? setEnabled : undefined, {
          on: t('common.enabled'),
          off: t('common.disabled'),
          confirmOn: t('members.enableConfirm'),
          confirmOff: t('members.disableConfirm'),
          doneOn: t('common.enabled'),
          doneOff: t('common.disabled'),
        }),
        { ...timeColumn<AdminMember>('createTime', t('common.createTime')), hiddenByDefault: true },
      ]}
      toForm={toForm}
      editor="modal"
      width={720}
      actions={{
        width: 112,
        canDelete: (member) => member.contractCount === 0,
        extra: (member) => [
          <Link key="detail" to={`/admin/members/${member.id}`}>
            {t('common.detail')}
          </Link>,
        ],
      }}
      fields={() => (
        <>
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
            <ProFormText
              name="contactName"
              label={t('members.contactName')}
              width="sm"
              rules={[{ max: 100 }]}
            />
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
        </>
      )}
    />
  );
}
