import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { LOGIN_PATH } from '../../../lib/login-redirect.ts';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset.ts';
import { FailureAlert, LoginField, LoginFrame, spacedLabel } from './login-page.tsx';

/*
 * "Forgot password", in the sign-in page's dress (no antd): `/user/forgot-password` asks for the
 * account and always answers the same, `/user/reset-password?token=…` (the mailed link) sets the
 * new password. Both lead back to the sign-in.
 */

export function ForgotPasswordPage() {
  const ask = useRequestPasswordReset();
  const [account, setAccount] = useState('');
  const [error, setError] = useState<MessageKey>();
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!account.trim()) return setError('forgot.account.required');
    setError(undefined);
    setFailure(undefined);
    try {
      await ask.mutateAsync({ account: account.trim() });
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : t('error.network.description'));
    }
  }

  return (
    <ResetLayout heading={t('forgot.heading')} failure={failure}>
      {ask.isSuccess ? (
        <output className="login-alert login-alert-success">{t('forgot.sent')}</output>
      ) : (
        <form noValidate onSubmit={submit}>
          <p className="login-step-prompt">{t('forgot.prompt')}</p>
          <LoginField error={error} id="account" label={t('forgot.account')}>
            <UserOutlined className="login-input-prefix" />
            <input
              id="account"
              name="account"
              autoComplete="username"
              // biome-ignore lint/a11y/noAutofocus: the page exists to take this input
              autoFocus
              placeholder={t('forgot.account')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'account-error' : undefined}
              value={account}
              onChange={(event) => setAccount(event.target.value)}
            />
          </LoginField>
          <button type="submit" className="login-submit" disabled={ask.isPending} aria-busy={ask.isPending}>
            {t('forgot.submit')}
          </button>
        </form>
      )}
    </ResetLayout>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [values, setValues] = useState({ newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<{ newPassword?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.newPassword) found.newPassword = t('reset.newPassword.required');
    else if (values.confirm !== values.newPassword) found.confirm = t('reset.mismatch');
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword });
    } catch (caught) {
      if (!(caught instanceof ApiError)) return setFailure(t('error.network.description'));
      const fieldError = (field: string) => caught.errors.find((entry) => entry.field === field)?.message;
      // A link no longer good is said at the top: the fields cannot mend it.
      setFailure(fieldError('token') ?? (caught.errors.length ? undefined : caught.message));
      setErrors({ newPassword: fieldError('newPassword') });
    }
  }

  const field = (name: 'newPassword' | 'confirm', label: string, autoFocus = false) => (
    <LoginField error={errors[name]} id={name} label={label}>
      <LockOutlined className="login-input-prefix" />
      <input
        id={name}
        name={name}
        type="password"
        autoComplete="new-password"
        // biome-ignore lint/a11y/noAutofocus: the page exists to take this input
        autoFocus={autoFocus}
        placeholder={label}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        value={values[name]}
        onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
      />
    </LoginField>
  );

  return (
    <ResetLayout heading={t('reset.heading')} failure={failure}>
      {reset.isSuccess ? (
        <output className="login-alert login-alert-success">{t('reset.done')}</output>
      ) : (
        <form noValidate onSubmit={submit}>
          <p className="login-step-prompt">{t('reset.prompt')}</p>
          {field('newPassword', t('reset.newPassword'), true)}
          {field('confirm', t('reset.confirm'))}
          <button
            type="submit"
            className="login-submit"
            disabled={reset.isPending}
            aria-busy={reset.isPending}
          >
            {spacedLabel(t('reset.submit'))}
          </button>
        </form>
      )}
    </ResetLayout>
  );
}

function ResetLayout({
  heading,
  failure,
  children,
}: {
  heading: string;
  failure?: string;
  children: ReactNode;
}) {
  return (
    <LoginFrame>
      <h2 className="login-page-heading">{heading}</h2>
      <FailureAlert failure={failure} />
      {children}
      <div className="login-step-links">
        <a className="login-link" href={LOGIN_PATH}>
          {t('forgot.backToLogin')}
        </a>
      </div>
    </LoginFrame>
  );
}
