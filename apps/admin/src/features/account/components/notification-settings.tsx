import type { NotificationSwitches } from '@coresense/shared/schemas/notices';
import { App, List, Switch } from 'antd';
import { QueryError } from '../../../components/query-error.tsx';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { useChangeNotificationSwitches, useNotificationSwitches } from '../api/notification-switches.ts';

const SWITCHES: Array<{ key: keyof NotificationSwitches; title: MessageKey; description: MessageKey }> = [
  {
    key: 'accountPassword',
    title: 'notifications.accountPassword',
    description: 'notifications.accountPassword.description',
  },
  {
    key: 'systemMessages',
    title: 'notifications.systemMessages',
    description: 'notifications.systemMessages.description',
  },
  { key: 'todo', title: 'notifications.todo', description: 'notifications.todo.description' },
  {
    key: 'todoEmail',
    title: 'notifications.todoEmail',
    description: 'notifications.todoEmail.description',
  },
];

/**
 * Account settings' "new message notification" tab (specification §3): the three switches of
 * in-app notices and the email one for new enquiries, each saved as soon as it is flipped. A kind
 * switched off creates no notices for the user.
 */
export default function NotificationSettings() {
  const { message } = App.useApp();
  const switches = useNotificationSwitches();
  const change = useChangeNotificationSwitches();
  // Email goes to the address of the basic settings: without one, switching it on would do nothing.
  const profile = useProfile();
  const noAddress = (key: keyof NotificationSwitches) =>
    key === 'todoEmail' && profile.isSuccess && !profile.data.email;

  if (switches.isError) return <QueryError error={switches.error} onRetry={() => switches.refetch()} />;

  return (
    <List
      className="notification-switches"
      loading={switches.isPending}
      itemLayout="horizontal"
      dataSource={switches.data ? SWITCHES : []}
      renderItem={(item) => (
        <List.Item
          actions={[
            <Switch
              key="switch"
              id={`notification-${item.key}`}
              aria-labelledby={`notification-${item.key}-title`}
              checkedChildren={t('notifications.on')}
              unCheckedChildren={t('notifications.off')}
              checked={switches.data?.[item.key]}
              disabled={noAddress(item.key) && !switches.data?.[item.key]}
              onChange={(checked) =>
                change({ [item.key]: checked }, { onSuccess: () => message.success(t('common.saved')) })
              }
            />,
          ]}
        >
          <List.Item.Meta
            title={<span id={`notification-${item.key}-title`}>{t(item.title)}</span>}
            description={
              <>
                {t(item.description)}
                {noAddress(item.key) && <div>{t('notifications.todoEmail.noAddress')}</div>}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
