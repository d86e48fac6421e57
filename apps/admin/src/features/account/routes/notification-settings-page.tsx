import { PageContainer } from '@ant-design/pro-components';
import { Card } from 'antd';
import { t } from '../../../locales/index.ts';
import { NotificationTab } from './notification-tab.tsx';

/** The notification tab on a page of its own, until the account settings shell holds it. */
export default function NotificationSettingsPage() {
  return (
    <PageContainer title={t('notifications.title')}>
      <Card>
        <NotificationTab />
      </Card>
    </PageContainer>
  );
}
