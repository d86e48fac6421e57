import {
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
  SafetyOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { GridContent } from '@ant-design/pro-components';
import type { AccountProfile, AccountSecurity } from '@coresense/shared';
import { Avatar, Button, Card, Col, Divider, List, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { useSessionUser } from '../../../hooks/use-session-user.tsx';
import { t } from '../../../locales/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { useSecurity } from '../api/get-security.ts';
import { strengthLabel } from '../components/password-strength-meter.tsx';
import { settingsPath } from '../settings-tabs.ts';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="account-center-detail">
      {icon}
      <span>{children}</span>
    </p>
  );
}

function ProfileCard({ profile, username }: { profile: AccountProfile; username: string }) {
  const place = [profile.country, profile.province, profile.city].filter(Boolean).join(' · ');
  return (
    <Card className="account-center-card">
      <div className="account-center-avatar-holder">
        <Avatar size={104} src={profile.avatar || undefined} icon={<UserOutlined />} alt="" />
        <div className="account-center-name" data-testid="center-name">
          {profile.name || username}
        </div>
        <Typography.Paragraph type="secondary" data-testid="center-signature">
          {profile.signature || t('account.center.noSignature')}
        </Typography.Paragraph>
      </div>
      <Divider dashed />
      <div className="account-center-title">{t('account.center.contact')}</div>
      <Detail icon={<UserOutlined />}>{username}</Detail>
      {profile.email && <Detail icon={<MailOutlined />}>{profile.email}</Detail>}
      {profile.phone && <Detail icon={<PhoneOutlined />}>{profile.phone}</Detail>}
      {(place || profile.address) && (
        <Detail icon={<EnvironmentOutlined />}>{[place, profile.address].filter(Boolean).join(' · ')}</Detail>
      )}
      <Divider dashed />
      <Link to={settingsPath('basic')}>
        <Button icon={<SettingOutlined />} block>
          {t('account.center.edit')}
        </Button>
      </Link>
    </Card>
  );
}

function SecurityCard({ security }: { security: AccountSecurity | undefined }) {
  const rows = security && [
    {
      title: t('account.security.password'),
      value: security.passwordStrength
        ? strengthLabel(security.passwordStrength)
        : t('account.security.unknown'),
    },
    { title: t('account.security.phone'), value: security.phone || t('account.security.not-set') },
    { title: t('account.security.question'), value: security.question || t('account.security.not-set') },
    { title: t('account.security.email'), value: security.backupEmail || t('account.security.not-set') },
    {
      title: t('account.security.mfa'),
      value: security.mfa.enabled
        ? t('account.security.mfa-enabled', { count: security.mfa.recoveryCodesLeft })
        : t('account.security.not-set'),
    },
  ];
  return (
    <Card
      title={
        <>
          <SafetyOutlined /> {t('account.center.security')}
        </>
      }
      extra={<Link to={settingsPath('security')}>{t('account.security.modify')}</Link>}
    >
      {rows ? (
        <List
          dataSource={rows}
          renderItem={(row) => (
            <List.Item>
              <List.Item.Meta title={row.title} />
              <Typography.Text type="secondary">{row.value}</Typography.Text>
            </List.Item>
          )}
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}

/** The account center: who the user is and how to reach them, beside the state of their account's security. */
export default function AccountCenterPage() {
  const user = useSessionUser();
  const profile = useProfile();
  const security = useSecurity();
  return (
    <GridContent>
      <Row gutter={24}>
        <Col lg={7} md={24} xs={24}>
          {profile.isError ? (
            <QueryError error={profile.error} onRetry={() => profile.refetch()} />
          ) : profile.data ? (
            <ProfileCard profile={profile.data} username={user?.username ?? ''} />
          ) : (
            <Card>
              <Skeleton avatar active />
            </Card>
          )}
        </Col>
        <Col lg={17} md={24} xs={24}>
          {security.isError ? (
            <QueryError error={security.error} onRetry={() => security.refetch()} />
          ) : (
            <SecurityCard security={security.data} />
          )}
        </Col>
      </Row>
    </GridContent>
  );
}
