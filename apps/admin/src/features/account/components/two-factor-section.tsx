import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { MfaEnableInput, MfaSetup, MfaStatus } from '@coresense/shared';
import { Alert, App, Button, Form, Input, List, Modal, QRCode, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { t } from '../../../locales/index.ts';
import { useDisableMfa, useEnableMfa, useSetUpMfa } from '../api/two-factor.ts';

/**
 * The "MFA device" row of the security tab: turn TOTP sign-in on (QR code and secret, a code to
 * confirm, then the ten recovery codes, shown once) or off (with the password).
 */
export function TwoFactorSection({ status }: { status: MfaStatus }) {
  const setUp = useSetUpMfa();
  const [setup, setSetup] = useState<MfaSetup>();
  const [disabling, setDisabling] = useState(false);
  const { enabled } = status;

  return (
    <>
      <List.Item
        data-testid="security-mfa"
        actions={[
          enabled ? (
            <Button key="off" type="link" danger onClick={() => setDisabling(true)}>
              {t('mfa.disable')}
            </Button>
          ) : (
            <Button
              key="on"
              type="link"
              loading={setUp.isPending}
              onClick={async () => setSetup(await setUp.mutateAsync(undefined))}
            >
              {t('mfa.enable')}
            </Button>
          ),
        ]}
      >
        <List.Item.Meta
          title={t('account.security.mfa')}
          description={
            enabled
              ? t('account.security.mfa-enabled', { count: status.recoveryCodesLeft })
              : t('account.security.mfa-description')
          }
        />
      </List.Item>
      {setup && <EnrolDialog setup={setup} onClose={() => setSetup(undefined)} />}
      {disabling && <DisableDialog onClose={() => setDisabling(false)} />}
    </>
  );
}

/**
 * Marks the fields a refusal names; one that names none (too many wrong passwords or codes) is
 * said in a message, in the server's words.
 */
export function reportRefusal(
  form: Parameters<typeof applyServerErrors>[0],
  error: unknown,
  message: { error: (text: string) => unknown },
) {
  if (applyServerErrors(form, error).length > 0) return;
  if (error instanceof ApiError) message.error(error.message);
  else throw error;
}

function EnrolDialog({ setup, onClose }: { setup: MfaSetup; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<MfaEnableInput>();
  const enable = useEnableMfa();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  async function confirm(input: MfaEnableInput) {
    try {
      setRecoveryCodes((await enable.mutateAsync(input)).recoveryCodes);
    } catch (error) {
      reportRefusal(form, error, message);
    }
  }

  return (
    <Modal
      open
      title={recoveryCodes ? t('mfa.recovery.title') : t('mfa.setup.title')}
      // The codes are shown once: the dialog closes only by the button that says they are saved.
      closable={!recoveryCodes}
      maskClosable={false}
      keyboard={!recoveryCodes}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={onClose} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('mfa.setup.scan')}</Typography.Paragraph>
          <div style={{ display: 'flex', justifyContent: 'center' }}>
            <QRCode value={setup.otpauthUrl} size={200} bordered aria-label="otpauth QR code" />
          </div>
          <div>
            <Typography.Text type="secondary">{t('mfa.setup.secret')}</Typography.Text>
            <div>
              {/* Shown in groups of four, easier to type into an app; copied whole. */}
              <Typography.Text
                code
                copyable={{ text: setup.secret }}
                className="mfa-secret"
                data-testid="mfa-secret"
              >
                {setup.secret.match(/.{1,4}/g)?.join(' ')}
              </Typography.Text>
            </div>
          </div>
          <Form form={form} layout="vertical" requiredMark={false} onFinish={confirm}>
            <Form.Item
              name="code"
              label={t('mfa.setup.code')}
              rules={[{ required: true, whitespace: true, message: t('mfa.setup.code.required') }]}
            >
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                placeholder={t('mfa.setup.code.placeholder')}
                style={{ maxWidth: 200 }}
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('mfa.setup.password')}
              extra={t('mfa.setup.password.why')}
              rules={[{ required: true, message: t('mfa.disable.password.required') }]}
            >
              <Input.Password autoComplete="current-password" style={{ maxWidth: 320 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={enable.isPending}>
              {t('mfa.setup.confirm')}
            </Button>
          </Form>
        </Space>
      )}
    </Modal>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { message } = App.useApp();
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    await navigator.clipboard.writeText(text);
    message.success(t('mfa.recovery.copied'));
  }

  function download() {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'coresense-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="warning" showIcon message={t('mfa.recovery.description')} />
      <ol className="mfa-recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={copy}>
          {t('mfa.recovery.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t('mfa.recovery.download')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('mfa.recovery.done')}
        </Button>
      </Space>
    </Space>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const disable = useDisableMfa();

  async function submit({ password }: { password: string }) {
    try {
      await disable.mutateAsync(password);
      message.success(t('mfa.disabled.notice'));
      onClose();
    } catch (error) {
      reportRefusal(form, error, message);
    }
  }

  return (
    <Modal
      open
      title={t('mfa.disable.title')}
      onCancel={onClose}
      okText={t('mfa.disable')}
      okButtonProps={{ danger: true, loading: disable.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="password"
          label={t('mfa.disable.password')}
          rules={[{ required: true, message: t('mfa.disable.password.required') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
