import {
  BugOutlined,
  GlobalOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import type { LayoutSettings } from '@coresense/shared/layout-settings';
import type { CurrentUser } from '@coresense/shared/schemas/auth';
import { Button, Dropdown, Spin } from 'antd';
import { useLayoutEffect, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { routes } from '../../config/routes.ts';
import { useSignOut } from '../../features/auth/api/logout.ts';
import {
  useChangeLayoutSettings,
  useSaveLocale,
} from '../../features/layout-settings/api/layout-settings.ts';
import { SettingsDrawer } from '../../features/layout-settings/components/settings-drawer.tsx';
import { NoticeBell } from '../../features/notices/components/notice-bell.tsx';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { useAccess } from '../../hooks/use-access.tsx';
import { useHeaderHiddenOnScroll } from '../../hooks/use-header-hidden-on-scroll.ts';
import { useSiderCollapsed } from '../../hooks/use-sider-collapsed.ts';
import { currentLocale, t, type UiLocale } from '../../locales/index.ts';
import { TRIGGER_NOW } from '../pages/trigger-error.ts';
import { menuFor } from './menu.tsx';

/**
 * The Ant Design Pro shell: menu from the route table, header with the user's tools, laid out
 * as the user's settings drawer says.
 */
export function BasicLayout({ user, settings }: { user: CurrentUser; settings: LayoutSettings }) {
  const access = useAccess();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { signOut } = useSignOut();
  const menu = useMemo(() => menuFor(routes, access), [access]);
  const [collapsed, setCollapsed] = useSiderCollapsed();
  const changeSettings = useChangeLayoutSettings();
  const saveLocale = useSaveLocale();
  const changeLocale = (locale: UiLocale) => saveLocale.mutate(locale);
  const headerHidden = useHeaderHiddenOnScroll(settings.fixedHeader && settings.autoHideHeader);
  useSpacerHeaderWithoutLandmark();

  return (
    <ProLayout
      title={t('app.title')}
      logo={<img alt="" src={`${import.meta.env.BASE_URL}favicon.svg`} />}
      className={[headerHidden && 'header-hidden', settings.navTheme === 'realDark' && 'layout-dark']
        .filter(Boolean)
        .join(' ')}
      navTheme={settings.navTheme}
      layout={settings.layout}
      contentWidth={settings.contentWidth}
      fixSiderbar={settings.fixSiderbar}
      fixedHeader={settings.fixedHeader}
      // Portuguese names are long: Ant Design Pro's own 256 px keep them whole.
      siderWidth={currentLocale === 'pt-BR' ? 256 : 224}
      collapsed={collapsed}
      onCollapse={setCollapsed}
      breakpoint={false}
      route={{ path: '/admin', children: menu }}
      location={{ pathname: location.pathname }}
      menu={{ locale: false }}
      onMenuHeaderClick={() => navigate('/admin')}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      avatarProps={{
        src: user.avatar || undefined,
        icon: <UserOutlined />,
        size: 'small',
        title: (
          <span className="current-user-name" data-testid="current-user">
            {user.name || user.username}
          </span>
        ),
        render: (_props, avatar) => (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'username', label: user.username, disabled: true },
                { type: 'divider' },
                {
                  key: 'center',
                  icon: <UserOutlined />,
                  label: t('menu.account.center'),
                  onClick: () => navigate('/admin/account/center'),
                },
                {
                  key: 'settings',
                  icon: <SettingOutlined />,
                  label: t('menu.account.settings'),
                  onClick: () => navigate('/admin/account/settings/basic'),
                },
                {
                  key: 'trigger-error',
                  icon: <BugOutlined />,
                  label: t('layout.triggerError'),
                  onClick: () => navigate('/admin/exception/trigger', { state: TRIGGER_NOW }),
                },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), onClick: signOut },
              ],
            }}
          >
            {avatar}
          </Dropdown>
        ),
      }}
      actionsRender={() => [
        <HeaderSearch key="search" />,
        <Button
          key="help"
          type="text"
          icon={<QuestionCircleOutlined />}
          title={t('layout.help')}
          aria-label={t('layout.help')}
          data-testid="header-help"
          onClick={() => navigate('/admin/help')}
        />,
        <NoticeBell key="bell" unreadCount={user.unreadCount} />,
        <LanguageSwitch key="lang" onChange={changeLocale} />,
        <Button
          key="site"
          type="text"
          icon={<GlobalOutlined />}
          href="/"
          target="_blank"
          title={t('layout.viewSite')}
        />,
      ]}
    >
      <Spin spinning={navigation.state === 'loading'} delay={200}>
        <div className={settings.contentWidth === 'Fixed' ? 'content-fixed' : undefined}>
          <Outlet />
        </div>
      </Spin>
      <SettingsDrawer settings={settings} onChange={changeSettings} onLocaleChange={changeLocale} />
    </ProLayout>
  );
}

/**
 * Before its fixed header, ProLayout leaves an empty `<header>` in the flow to keep the header's
 * place: a second banner landmark for screen readers, with nothing in it (issue 23, D7). It keeps
 * the place, as no landmark. ProLayout makes it anew when the layout changes: checked on each render.
 */
function useSpacerHeaderWithoutLandmark() {
  useLayoutEffect(() => {
    for (const spacer of document.querySelectorAll('header.ant-layout-header:not(.ant-pro-layout-header)')) {
      spacer.setAttribute('role', 'none');
    }
  });
}
