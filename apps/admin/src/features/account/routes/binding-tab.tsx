import { DingtalkOutlined, WechatWorkOutlined } from '@ant-design/icons';
import type { AccountBinding, Reauthentication, SignInProvider } from '@coresense/shared';
import { Alert, App, Avatar, Button, Form, Input, List, Modal, Popconfirm, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useBindings, useStartBinding, useUnbind } from '../api/bindings.ts';
import { useSecurity } from '../api/get-security.ts';
import { reportRefusal } from '../components/two-factor-section.tsx';

const ICONS: Record<SignInProvider, ReactNode> = {
  dingtalk: <DingtalkOutlined />,
  wecom: <WechatWorkOutlined />,
  // No Feishu icon in @ant-design/icons: its initial, in Feishu's blue.
  feishu: 'F',
};
const COLORS: Record<SignInProvider, string> = { dingtalk: '#1677ff', wecom: '#2f8cff', feishu: '#3370ff' };

/** What the callback's `?oidcError=` means on this page. */
const ERRORS: Record<string, MessageKey> = {
  state: 'binding.error.state',
  failed: 'binding.error.failed',
  taken: 'binding.error.taken',
};

/**
 * The binding tab (account settings): DingTalk, WeCom and Feishu, each bound or not. Binding
 * leaves for the provider's sign-in page, which sends the browser back here.
 */
export default function BindingTab() {
  const bindings = useBindings();
  const [params, setParams] = useSearchParams();
  const { message } = App.useApp();
  const bound = params.get('bound');
  const error = params.get('oidcError');

  useEffect(() => {
    if (!bound || !bindings.data) return;
    const name = bindings.data.find((binding) => binding.provider === bound)?.name ?? bound;
    message.success(t('binding.success', { provider: name }));
    setParams({}, { replace: true });
  }, [bound, bindings.data, message, setParams]);

  if (bindings.isError) return <QueryError error={bindings.error} onRetry={() => bindings.refetch()} />;
  return (
    <div className="binding-tab">
      <Typography.Paragraph type="secondary">{t('binding.description')}</Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          message={t(ERRORS[error] ?? 'binding.error.failed')}
          onClose={() => setParams({}, { replace: true })}
        />
      )}
      <List
        loading={bindings.isPending}
        itemLayout="horizontal"
        dataSource={bindings.data ?? []}
        renderItem={(binding) => <BindingRow binding={binding} />}
      />
    </div>
  );
}

function BindingRow({ binding }: { binding: AccountBinding }) {
  const unbind = useUnbind();
  const [confirming, setConfirming] = useState(false);
  const { provider, name, configured } = binding;

  let action: ReactNode;
  if (!configured)
    action = (
      <Button disabled aria-describedby={`binding-${provider}-state`}>
        {t('binding.bind')}
      </Button>
    );
  else if (binding.bound)
    action = (
      <Popconfirm
        title={t('binding.unbind.confirm', { provider: name })}
        onConfirm={() => unbind.mutateAsync(provider)}
      >
        <Button loading={unbind.isPending}>{t('binding.unbind')}</Button>
      </Popconfirm>
    );
  else
    action = (
      <Button type="primary" onClick={() => setConfirming(true)}>
        {t('binding.bind')}
      </Button>
    );

  return (
    <List.Item actions={[action]} className="account-settings-row" data-testid={`binding-${provider}`}>
      <List.Item.Meta
        avatar={
          <Avatar size={40} style={{ backgroundColor: configured ? COLORS[provider] : '#bfbfbf' }}>
            {ICONS[provider]}
          </Avatar>
        }
        title={name}
        description={
          <span id={`binding-${provider}-state`}>
            {!configured
              ? t('binding.notConfigured')
              : binding.bound
                ? t('binding.bound', { account: binding.account ?? '' })
                : t('binding.unbound')}
          </span>
        }
      />
      {confirming && <ConfirmBindingDialog binding={binding} onClose={() => setConfirming(false)} />}
    </List.Item>
  );
}

/**
 * The password, and with two-factor sign-in on a code, typed again before leaving for the
 * provider: a bound account signs in without either, so a session left open must not bind one.
 */
function ConfirmBindingDialog({ binding, onClose }: { binding: AccountBinding; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Reauthentication>();
  const start = useStartBinding();
  const security = useSecurity();
  const askCode = security.data?.mfa.enabled === true;
  const { provider, name } = binding;

  async function submit(reauthentication: Reauthentication) {
    try {
      window.location.assign((await start.mutateAsync({ provider, ...reauthentication })).authorizationUrl);
    } catch (error) {
      reportRefusal(form, error, message);
    }
  }

  return (
    <Modal
      open
      title={t('binding.confirm.title', { provider: name })}
      okText={t('binding.confirm.continue', { provider: name })}
      okButtonProps={{ loading: start.isPending, disabled: security.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('binding.confirm.description')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="password"
          label={t('binding.confirm.password')}
          rules={[{ required: true, message: t('mfa.disable.password.required') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {askCode && (
          <Form.Item
            name="code"
            label={t('binding.confirm.code')}
            rules={[{ required: true, whitespace: true, message: t('binding.confirm.code.required') }]}
          >
            <Input autoComplete="one-time-code" style={{ maxWidth: 200 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
