import { PageContainer, ProCard } from '@ant-design/pro-components';
import {
  type AdminContract,
  type AdminEnquiry,
  type AdminMember,
  ENQUIRY_KINDS,
  type EnquiryKind,
  type EnquiryStatus,
  MEMBER_LEVELS,
  type MemberLevel,
} from '@coresense/shared';
import { Badge, Descriptions, Space, Table, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../app/pages/page-loading.tsx';
import { ContractStatusTag } from '../../../components/contract-status-tag.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { t } from '../../../locales/index.ts';
import { kindLabels, STATUS_BADGES, statusLabels } from '../../enquiries/components/labels.ts';
import { useMember } from '../api/get-member.ts';
import { useMemberContracts } from '../api/get-member-contracts.ts';
import { useMemberEnquiries } from '../api/get-member-enquiries.ts';

const levelLabel = (level: string) =>
  MEMBER_LEVELS.includes(level as MemberLevel) ? t(`members.level.${level as MemberLevel}`) : level;
const kindLabel = (kind: EnquiryKind) => (ENQUIRY_KINDS.includes(kind) ? kindLabels()[kind] : kind);
const money = (value: number) =>
  value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `/admin/members/:id`: Ant Design Pro's basic profile of a member, with their contracts and enquiries. */
export default function MemberDetailPage() {
  const id = Number(useParams().id);
  const member = useMember(id);
  if (member.isPending) return <PageLoading />;
  if (member.isError) throw member.error;
  return <MemberProfile member={member.data} />;
}

function MemberProfile({ member }: { member: AdminMember }) {
  const access = useAccess();
  const navigate = useNavigate();
  return (
    <PageContainer
      title={member.name}
      tags={
        <Space size={4}>
          <Tag>{levelLabel(member.level)}</Tag>
          {!member.enabled && <Tag color="default">{t('common.disabled')}</Tag>}
        </Space>
      }
      onBack={() => navigate('/admin/members')}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard title={t('memberDetail.info')} bordered>
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
            <Descriptions.Item label={t('members.company')}>{member.company || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('members.contactName')}>
              {member.contactName || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.phone')}>{member.phone || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('members.email')}>
              {member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.level')}>{levelLabel(member.level)}</Descriptions.Item>
            <Descriptions.Item label={t('common.createTime')}>
              {formatDateTime(member.createTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.address')} span={3}>
              {member.address || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.note')} span={3}>
              <span className="detail-pre">{member.note || '—'}</span>
            </Descriptions.Item>
          </Descriptions>
        </ProCard>
        {access['contracts:read'] && <MemberContracts memberId={member.id} />}
        {access['enquiries:read'] && <MemberEnquiries email={member.email} />}
      </Space>
    </PageContainer>
  );
}

function MemberContracts({ memberId }: { memberId: number }) {
  const contracts = useMemberContracts(memberId);
  const list = contracts.data?.list ?? [];
  return (
    <ProCard title={t('memberDetail.contracts', { count: contracts.data?.total ?? 0 })} bordered>
      {contracts.isError ? (
        <QueryError error={contracts.error} onRetry={() => void contracts.refetch()} />
      ) : (
        <Table<AdminContract>
          size="small"
          rowKey="id"
          loading={contracts.isPending}
          dataSource={list}
          pagination={list.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: 560 }}
          data-testid="member-contracts"
          columns={[
            {
              title: t('contracts.number'),
              dataIndex: 'number',
              render: (number: string, contract) => (
                <Link to={`/admin/contracts/${contract.id}`}>{number}</Link>
              ),
            },
            { title: t('contracts.signingDate'), dataIndex: 'signingDate', width: 120 },
            {
              title: t('common.status'),
              dataIndex: 'status',
              width: 110,
              render: (_status, contract) => <ContractStatusTag status={contract.status} />,
            },
            {
              title: t('contracts.total'),
              dataIndex: 'total',
              align: 'right',
              width: 150,
              render: (total: number) => money(total),
            },
          ]}
        />
      )}
    </ProCard>
  );
}

function MemberEnquiries({ email }: { email: string }) {
  const enquiries = useMemberEnquiries(email);
  const list = enquiries.data?.list ?? [];
  return (
    <ProCard
      title={t('memberDetail.enquiries', { count: enquiries.data?.total ?? 0 })}
      subTitle={email ? t('memberDetail.enquiries.hint', { email }) : t('memberDetail.enquiries.noEmail')}
      bordered
    >
      {enquiries.isError ? (
        <QueryError error={enquiries.error} onRetry={() => void enquiries.refetch()} />
      ) : (
        <Table<AdminEnquiry>
          size="small"
          rowKey="id"
          loading={email !== '' && enquiries.isPending}
          dataSource={list}
          pagination={list.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: 560 }}
          data-testid="member-enquiries"
          columns={[
            {
              title: t('inbox.received'),
              dataIndex: 'createTime',
              width: 150,
              render: (value: string, enquiry) => (
                <Link to={`/admin/enquiries?open=${enquiry.id}`}>{formatDateTime(value)}</Link>
              ),
            },
            { title: t('inbox.kind'), dataIndex: 'kind', width: 120, render: kindLabel },
            { title: t('inbox.name'), dataIndex: 'name' },
            {
              title: t('inbox.product'),
              render: (_value, enquiry) => enquiry.productName ?? (enquiry.product || '—'),
            },
            {
              title: t('common.status'),
              dataIndex: 'status',
              width: 100,
              render: (status: EnquiryStatus) => (
                <Badge status={STATUS_BADGES[status]} text={statusLabels()[status]} />
              ),
            },
          ]}
        />
      )}
    </ProCard>
  );
}
