import {
  CloseCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { LanguageSegments } from '../../../components/language-segments.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ADMIN_HOME, redirectAfterLogin } from '../../../lib/login-redirect.ts';
import { LOGIN_SUCCESS_NOTICE, queueSignInNotice } from '../../../lib/sign-in-notice.ts';
import { currentLocale, type MessageKey, t } from '../../../locales/index.ts';
import { useLogin } from '../api/login.ts';

/*
 * The sign-in page is the first the back-office loads, so it is built without antd: plain
 * elements styled like antd's large inputs (global.css, `.login-*`). antd, ProComponents and
 * the menu load once the back-office opens.
 */

function isBackOfficePath(target: string): boolean {
  const { pathname } = new URL(target, window.location.origin);
  return pathname === ADMIN_HOME || pathname.startsWith(`${ADMIN_HOME}/`);
}

interface LoginValues {
  username: string;
  password: string;
}
type FieldErrors = Partial<Record<keyof LoginValues, MessageKey>>;

/** The same rules as before: a username that is not only spaces, and a password. */
function validate(values: LoginValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.username.trim()) errors.username = 'login.username.required';
  if (!values.password) errors.password = 'login.password.required';
  return errors;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [success, setSuccess] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  function change(field: keyof LoginValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Like antd's form: once a submit has shown the rules, they follow each keystroke.
    if (submitted) setErrors(validate(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || login.isPending) return;
    setFailure(undefined);
    try {
      // The page's language becomes the user's back-office language if this is the first sign-in.
      const result = await login.mutateAsync({ ...values, type: 'account', locale: currentLocale });
      if (result.status !== 'ok') return;
      setSuccess(true);
      // product-spec §4 sends a sign-in without `redirect` to the root, which is the public site;
      // this page belongs to the back-office, so without a redirect it opens the back-office.
      const target = redirectAfterLogin(window.location.href, ADMIN_HOME);
      if (isBackOfficePath(target)) {
        queueSignInNotice();
        navigate(target, { replace: true });
      } else window.location.assign(target);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('error.network.description'));
    }
  }

  return (
    <div className="login-page">
      <div className="login-page-lang">
        <LanguageSegments />
      </div>
      <div className="login-page-body">
        <div className="login-page-form">
          <header className="login-page-header">
            <h1 className="login-page-title">
              <img alt="" src={`${import.meta.env.BASE_URL}favicon.svg`} />
              <span>{t('app.title')}</span>
            </h1>
            <p className="login-page-subtitle">{t('login.subtitle')}</p>
          </header>
          <form noValidate onSubmit={submit}>
            <h2 className="login-page-heading">{t('login.heading')}</h2>
            {failure && (
              <div className="login-alert login-alert-error" role="alert">
                <CloseCircleFilled />
                <span>{failure}</span>
              </div>
            )}
            {success && <output className="login-alert login-alert-success">{LOGIN_SUCCESS_NOTICE}</output>}
            <LoginField error={errors.username} id="username">
              <UserOutlined className="login-input-prefix" />
              <input
                id="username"
                name="username"
                autoComplete="username"
                // biome-ignore lint/a11y/noAutofocus: the page exists to take this input, as before
                autoFocus
                placeholder={t('login.username')}
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={errors.username ? 'username-error' : undefined}
                value={values.username}
                onChange={(event) => change('username', event.target.value)}
              />
            </LoginField>
            <LoginField error={errors.password} id="password">
              <LockOutlined className="login-input-prefix" />
              <input
                id="password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder={t('login.password')}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'password-error' : undefined}
                value={values.password}
                onChange={(event) => change('password', event.target.value)}
              />
              <button
                type="button"
                className="login-input-suffix"
                aria-label={t('login.password')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              </button>
            </LoginField>
            <button
              type="submit"
              className="login-submit"
              disabled={login.isPending}
              aria-busy={login.isPending}
            >
              {login.isPending && <span className="boot-spinner login-submit-spinner" aria-hidden="true" />}
              {spacedLabel(t('login.submit'))}
            </button>
          </form>
        </div>
      </div>
      <footer className="login-page-footer">
        <a href="/">{t('login.backToSite')}</a>
      </footer>
    </div>
  );
}

/** antd's way with a two-character Chinese label on a button: a space between ("登 录"). */
function spacedLabel(label: string): string {
  return /^\p{Script=Han}{2}$/u.test(label) ? [...label].join(' ') : label;
}

function LoginField({ id, error, children }: { id: string; error?: MessageKey; children: ReactNode }) {
  return (
    <div className={`login-field${error ? ' login-field-error' : ''}`}>
      <div className="login-input">{children}</div>
      {error && (
        <div className="login-field-message" id={`${id}-error`} role="alert">
          {t(error)}
        </div>
      )}
    </div>
  );
}
