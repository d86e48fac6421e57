import {
  BookOutlined,
  CloudUploadOutlined,
  GlobalOutlined,
  MailOutlined,
  SearchOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../../locales/index.ts';

const SECTIONS: { key: string; icon: ReactNode }[] = [
  { key: 'edit', icon: <BookOutlined /> },
  { key: 'publish', icon: <CloudUploadOutlined /> },
  { key: 'enquiries', icon: <MailOutlined /> },
  { key: 'staff', icon: <TeamOutlined /> },
  { key: 'search', icon: <SearchOutlined /> },
  { key: 'site', icon: <GlobalOutlined /> },
];

/** `/admin/help`: the few things a new editor needs, in the back-office's language. */
export default function HelpPage() {
  const site = window.location.origin;
  return (
    <PageContainer title={t('help.title')} content={t('help.subtitle')}>
      <div className="help-page">
        {SECTIONS.map(({ key, icon }) => (
          <ProCard
            key={key}
            title={
              <span>
                {icon} {t(`help.${key}.title` as MessageKey)}
              </span>
            }
            bordered
            style={{ marginBottom: 16 }}
          >
            <Typography.Paragraph style={{ marginBottom: key === 'site' ? 12 : 0 }}>
              {t(`help.${key}.body` as MessageKey, { site })}
            </Typography.Paragraph>
            {key === 'site' && (
              <Button icon={<GlobalOutlined />} href="/" target="_blank">
                {t('help.openSite')}
              </Button>
            )}
          </ProCard>
        ))}
      </div>
    </PageContainer>
  );
}
