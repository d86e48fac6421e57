import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { Alert, App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ADMIN_HOME, redirectAfterLogin } from '../../../lib/login-redirect.ts';
import { t } from '../../../locales/index.ts';
import { useLogin } from '../api/login.ts';

/** The original client's notice, in Chinese whatever the interface language (product-spec §4, §8). */
const LOGIN_SUCCESS_NOTICE = '🎉 🎉 🎉  登录成功！';

function isBackOfficePath(target: string): boolean {
  const { pathname } = new URL(target, window.location.origin);
  return pathname === ADMIN_HOME || pathname.startsWith(`${ADMIN_HOME}/`);
}

interface LoginValues {
  username: string;
  password: string;
}

export default function LoginPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const login = useLogin();
  const [failure, setFailure] = useState<string>();

  async function submit(values: LoginValues) {
    setFailure(undefined);
    try {
      const result = await login.mutateAsync({ ...values, type: 'account' });
      if (result.status !== 'ok') return;
      message.success(LOGIN_SUCCESS_NOTICE);
      // product-spec §4 sends a sign-in without `redirect` to the root, which is the public site;
      // this page belongs to the back-office, so without a redirect it opens the back-office.
      const target = redirectAfterLogin(window.location.href, ADMIN_HOME);
      if (isBackOfficePath(target)) navigate(target, { replace: true });
      else window.location.assign(target);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('error.network.description'));
    }
  }

  return (
    <div className="login-page">
      <div className="login-page-lang">
        <LanguageSwitch />
      </div>
      <div className="login-page-body">
        <LoginForm<LoginValues>
          logo={<img alt="" src={`${import.meta.env.BASE_URL}favicon.svg`} />}
          title={t('app.title')}
          subTitle={t('login.subtitle')}
          submitter={{
            searchConfig: { submitText: t('login.submit') },
            submitButtonProps: { loading: login.isPending, size: 'large', block: true },
          }}
          onFinish={submit}
        >
          <h2 className="login-page-heading">{t('login.heading')}</h2>
          {failure && <Alert className="login-page-error" type="error" showIcon message={failure} />}
          <ProFormText
            name="username"
            fieldProps={{
              size: 'large',
              prefix: <UserOutlined />,
              autoComplete: 'username',
              autoFocus: true,
            }}
            placeholder={t('login.username')}
            rules={[{ required: true, whitespace: true, message: t('login.username.required') }]}
          />
          <ProFormText.Password
            name="password"
            fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
            placeholder={t('login.password')}
            rules={[{ required: true, message: t('login.password.required') }]}
          />
        </LoginForm>
      </div>
      <footer className="login-page-footer">
        <a href="/">{t('login.backToSite')}</a>
      </footer>
    </div>
  );
}
