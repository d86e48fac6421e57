import { PageContainer } from '@ant-design/pro-components';
import { Card, Grid, Menu, Spin } from 'antd';
import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { t } from '../../../locales/index.ts';
import { SETTINGS_TABS, settingsPath } from '../settings-tabs.ts';

/**
 * Account settings in Ant Design Pro's manner: the tabs as a menu on the left (across the top
 * on narrow screens), the open tab's title and panel beside it.
 */
export default function AccountSettingsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? true;
  const current = SETTINGS_TABS.find((entry) => entry.key === tab);
  if (!current) return <Navigate to={settingsPath(SETTINGS_TABS[0]!.key)} replace />;
  const { Panel } = current;

  return (
    <PageContainer title={false} breadcrumbRender={false}>
      <Card styles={{ body: { padding: 0 } }}>
        <div className={wide ? 'account-settings' : 'account-settings account-settings-narrow'}>
          <nav className="account-settings-menu">
            <Menu
              mode={wide ? 'inline' : 'horizontal'}
              selectedKeys={[current.key]}
              onClick={({ key }) => navigate(settingsPath(key))}
              items={SETTINGS_TABS.map((entry) => ({ key: entry.key, label: t(entry.label) }))}
            />
          </nav>
          <section className="account-settings-panel" aria-labelledby="account-settings-title">
            <h2 id="account-settings-title" className="account-settings-title">
              {t(current.label)}
            </h2>
            <Suspense fallback={<Spin className="account-settings-loading" />}>
              <Panel />
            </Suspense>
          </section>
        </div>
      </Card>
    </PageContainer>
  );
}
