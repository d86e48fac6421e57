import { defaultLayoutSettings, type LayoutSettings } from '@coresense/shared/layout-settings';
import type { UseQueryResult } from '@tanstack/react-query';
import { App, Button, Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { computeAccess } from '../access.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { useSignOut } from '../features/auth/api/logout.ts';
import { useLayoutSettings, useSaveLocale } from '../features/layout-settings/api/layout-settings.ts';
import { AccessProvider } from '../hooks/use-access.tsx';
import { SessionUserProvider } from '../hooks/use-session-user.tsx';
import { ApiError } from '../lib/api-client.ts';
import { setSiteTimeZone } from '../lib/dates.ts';
import { LOGIN_PATH, loginUrlFor } from '../lib/login-redirect.ts';
import { LOGIN_SUCCESS_NOTICE, takeSignInNotice } from '../lib/sign-in-notice.ts';
import { adoptLocale, currentLocale, t } from '../locales/index.ts';
import { AntdProvider } from './antd-provider.tsx';
import { BasicLayout } from './layout/basic-layout.tsx';
import { Exception500 } from './pages/exception.tsx';
import { PageLoading } from './pages/page-loading.tsx';

/**
 * Every `/admin` page, in antd's providers (the sign-in page does without them), themed by the
 * user's settings drawer.
 */
export function AdminRoot() {
  const settings = useLayoutSettings();
  const colorWeak = settings.data?.colorWeak ?? false;
  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', colorWeak);
  }, [colorWeak]);
  return (
    <AntdProvider settings={settings.data}>
      <SignedInNotice />
      <AdminShell settings={settings} />
    </AntdProvider>
  );
}

/** The sign-in page's success notice (product-spec §4), shown once the back-office has opened. */
function SignedInNotice() {
  const { message } = App.useApp();
  useEffect(() => {
    if (takeSignInNotice()) message.success(LOGIN_SUCCESS_NOTICE);
  }, [message]);
  return null;
}

/**
 * Signed-out visitors go to the sign-in page with a redirect back here. The shell waits for the
 * user's settings, so a dark page does not flash light first; a browser showing another language
 * than the user's switches to it (the settings follow the user).
 */
function AdminShell({ settings }: { settings: UseQueryResult<LayoutSettings> }) {
  const user = useCurrentUser();
  const access = useMemo(() => computeAccess(user.data), [user.data]);
  const switching = useMemo(() => !!settings.data && adoptLocale(settings.data.locale), [settings.data]);

  if (user.isPending || settings.isPending || switching) return <PageLoading />;
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 401) {
      return <Navigate to={loginUrlFor(window.location.href) ?? LOGIN_PATH} replace />;
    }
    return <Exception500 extra={<Button onClick={() => user.refetch()}>{t('exception.retry')}</Button>} />;
  }
  const layoutSettings = settings.data ?? defaultLayoutSettings(currentLocale);
  if (access.needSetAuth) return <NeedsAuthorisation name={user.data.name || user.data.username} />;
  // Before any page renders a time: every one is shown on the site's clock.
  setSiteTimeZone(user.data.timeZone);
  return (
    <SessionUserProvider user={user.data}>
      <AccessProvider access={access}>
        <BasicLayout user={user.data} settings={layoutSettings} />
      </AccessProvider>
    </SessionUserProvider>
  );
}

/** product-spec §4 `needSetAuth`: signed in, but no role grants anything yet. */
function NeedsAuthorisation({ name }: { name: string }) {
  const { signOut, signingOut } = useSignOut();
  const saveLocale = useSaveLocale();
  return (
    <div className="need-auth" data-testid="need-set-auth">
      <div className="need-auth-lang">
        <LanguageSwitch onChange={(locale) => saveLocale.mutate(locale)} />
      </div>
      <Result
        status="403"
        title={t('needAuth.title')}
        subTitle={t('needAuth.description', { name })}
        extra={
          <Button type="primary" loading={signingOut} onClick={signOut}>
            {t('layout.logout')}
          </Button>
        }
      />
    </div>
  );
}
