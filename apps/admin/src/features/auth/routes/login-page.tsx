import {
  CloseCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { LoginProvider } from '@coresense/shared';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LanguageSegments } from '../../../components/language-segments.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ADMIN_HOME, redirectAfterLogin } from '../../../lib/login-redirect.ts';
import { LOGIN_SUCCESS_NOTICE, queueSignInNotice } from '../../../lib/sign-in-notice.ts';
import { currentLocale, type MessageKey, t } from '../../../locales/index.ts';
import { getLoginProviders } from '../api/get-login-providers.ts';
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
  /** The second step's code, once the server asked for one (MFA_REQUIRED). */
  otp: string;
}
type FieldErrors = Partial<Record<keyof LoginValues, MessageKey>>;
type Step = 'password' | 'code' | 'recovery';

/** The same rules as before: a username that is not only spaces, and a password; then a code. */
function validate(values: LoginValues, step: Step): FieldErrors {
  const errors: FieldErrors = {};
  if (step !== 'password') {
    if (!values.otp.trim()) errors.otp = 'login.mfa.code.required';
    return errors;
  }
  if (!values.username.trim()) errors.username = 'login.username.required';
  if (!values.password) errors.password = 'login.password.required';
  return errors;
}

/** What the OpenID Connect callback's `?oidcError=` means here. */
const OIDC_ERRORS: Record<string, MessageKey> = {
  state: 'login.oidc.error.state',
  failed: 'login.oidc.error.failed',
  'not-bound': 'login.oidc.error.not-bound',
  disabled: 'login.oidc.error.disabled',
};

function oidcErrorOf(href: string): string | undefined {
  const reason = new URL(href).searchParams.get('oidcError');
  return reason ? t(OIDC_ERRORS[reason] ?? 'login.oidc.error.failed') : undefined;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', otp: '' });
  const [step, setStep] = useState<Step>('password');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(() => oidcErrorOf(window.location.href));
  const [success, setSuccess] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [providers, setProviders] = useState<LoginProvider[]>([]);

  useEffect(() => {
    // The buttons are a convenience: without the list, the password form still works.
    getLoginProviders().then(setProviders, () => {});
  }, []);

  function change(field: keyof LoginValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Like antd's form: once a submit has shown the rules, they follow each keystroke.
    if (submitted) setErrors(validate(next, step));
  }

  function goTo(next: Step) {
    setStep(next);
    setValues((current) => ({ ...current, otp: '' }));
    setErrors({});
    setSubmitted(false);
    setFailure(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values, step);
    setErrors(found);
    if (Object.keys(found).length > 0 || login.isPending) return;
    setFailure(undefined);
    const { username, password, otp } = values;
    try {
      // The page's language becomes the user's back-office language if this is the first sign-in.
      const result = await login.mutateAsync({
        username,
        password,
        type: 'account',
        locale: currentLocale,
        ...(step === 'password' ? {} : { otp: otp.trim() }),
      });
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
      if (error instanceof ApiError && error.code === 'MFA_REQUIRED') {
        // The password was right: the second step asks for the code; a code refused is said there.
        if (step === 'password') goTo('code');
        else setFailure(t('login.mfa.wrong'));
        return;
      }
      setFailure(error instanceof ApiError ? error.message : t('error.network.description'));
    }
  }

  return (
    <LoginFrame
      subtitle={t('login.subtitle')}
      footer={
        <footer className="login-page-footer">
          <a href="/">{t('login.backToSite')}</a>
        </footer>
      }
    >
      <form noValidate onSubmit={submit}>
        <h2 className="login-page-heading">
          {step === 'password' ? t('login.heading') : t('login.mfa.heading')}
        </h2>
        <FailureAlert failure={failure} />
        {success && <output className="login-alert login-alert-success">{LOGIN_SUCCESS_NOTICE}</output>}
        {step === 'password' ? (
          <>
            <LoginField error={errors.username} id="username" label={t('login.username')}>
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
            <LoginField error={errors.password} id="password" label={t('login.password')}>
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
          </>
        ) : (
          <CodeStep
            step={step}
            value={values.otp}
            error={errors.otp}
            onChange={(otp) => change('otp', otp)}
          />
        )}
        <button type="submit" className="login-submit" disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending && <span className="boot-spinner login-submit-spinner" aria-hidden="true" />}
          {step === 'password' ? spacedLabel(t('login.submit')) : t('login.mfa.verify')}
        </button>
        {step === 'password' && (
          <div className="login-step-links">
            <a className="login-link" href="/user/forgot-password">
              {t('login.forgot')}
            </a>
          </div>
        )}
        {step !== 'password' && (
          <div className="login-step-links">
            <button type="button" className="login-link" onClick={() => goTo('password')}>
              {t('login.mfa.back')}
            </button>
            <button
              type="button"
              className="login-link"
              onClick={() => goTo(step === 'code' ? 'recovery' : 'code')}
            >
              {t(step === 'code' ? 'login.mfa.useRecovery' : 'login.mfa.useCode')}
            </button>
          </div>
        )}
      </form>
      {step === 'password' && providers.length > 0 && (
        <nav className="login-providers" aria-label={t('login.oidc.divider')}>
          <div className="login-providers-divider">{t('login.oidc.divider')}</div>
          {providers.map(({ provider, name }) => (
            <a key={provider} className="login-provider" href={`/api/login/oidc/${provider}`}>
              {name}
            </a>
          ))}
        </nav>
      )}
    </LoginFrame>
  );
}

/**
 * The sign-in page's frame, which the password reset pages share: the language switch, the
 * back-office's name (and `subtitle`) above the page's own part, and `footer` below.
 */
export function LoginFrame({
  subtitle,
  footer,
  children,
}: {
  subtitle?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="login-page">
      <header className="login-page-lang">
        <LanguageSegments />
      </header>
      <main className="login-page-body">
        <div className="login-page-form">
          <header className="login-page-header">
            <h1 className="login-page-title">
              <img alt="" src={`${import.meta.env.BASE_URL}favicon.svg`} />
              <span>{t('app.title')}</span>
            </h1>
            {subtitle && <p className="login-page-subtitle">{subtitle}</p>}
          </header>
          {children}
        </div>
      </main>
      {footer}
    </div>
  );
}

/** Why the last attempt failed, said to assistive technology as it appears. */
export function FailureAlert({ failure }: { failure: string | undefined }) {
  return (
    failure && (
      <div className="login-alert login-alert-error" role="alert">
        <CloseCircleFilled />
        <span>{failure}</span>
      </div>
    )
  );
}

/** The second step: a 6-digit code from the authenticator app, or a recovery code. */
function CodeStep({
  step,
  value,
  error,
  onChange,
}: {
  step: Step;
  value: string;
  error?: MessageKey;
  onChange: (value: string) => void;
}) {
  const recovery = step === 'recovery';
  return (
    <>
      <p className="login-step-prompt">{t(recovery ? 'login.mfa.recovery.prompt' : 'login.mfa.prompt')}</p>
      <LoginField error={error} id="otp">
        <SafetyOutlined className="login-input-prefix" />
        <input
          key={step}
          id="otp"
          name="otp"
          // biome-ignore lint/a11y/noAutofocus: the step exists to take this input
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 20 : 6}
          pattern={recovery ? undefined : '[0-9]*'}
          aria-label={t(recovery ? 'login.mfa.recovery' : 'login.mfa.code')}
          placeholder={t(recovery ? 'login.mfa.recovery' : 'login.mfa.code')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'otp-error' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </LoginField>
    </>
  );
}

/** antd's way with a two-character Chinese label on a button: a space between ("登 录"). */
export function spacedLabel(label: string): string {
  return /^\p{Script=Han}{2}$/u.test(label) ? [...label].join(' ') : label;
}

/**
 * A field of the form; with `label`, named by a label that only screen readers read: the
 * placeholder shows the same word but goes away as soon as the user types.
 */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label?: string;
  /** A message key, or a message already worded (the server's). */
  error?: MessageKey | string;
  children: ReactNode;
}) {
  return (
    <div className={`login-field${error ? ' login-field-error' : ''}`}>
      {label && (
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
      )}
      <div className="login-input">{children}</div>
      {error && (
        <div className="login-field-message" id={`${id}-error`} role="alert">
          {t(error as MessageKey)}
        </div>
      )}
    </div>
  );
}
