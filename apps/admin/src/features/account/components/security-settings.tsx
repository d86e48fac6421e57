import type { AccountSecurity } from '@coresense/shared';
import { Button, Form, Input, List, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { t } from '../../../locales/index.ts';
import { useSecurity } from '../api/get-security.ts';
import { PasswordModal } from './password-modal.tsx';
import { strengthLabel } from './password-strength-meter.tsx';
import { SecurityEditModal } from './security-edit-modal.tsx';

type Editing = 'password' | 'phone' | 'question' | 'email' | undefined;

const STRENGTH_TYPE = { weak: 'danger', medium: 'warning', strong: 'success' } as const;

/** `13912345678` → `139****5678`, `lin.wei@example.com` → `lin***@example.com`: enough to recognise. */
function masked(value: string, kind: 'phone' | 'email'): string {
  if (kind === 'email') {
    const [name = '', domain = ''] = value.split('@');
    return `${name.slice(0, 3)}***@${domain}`;
  }
  const digits = value.replace(/\s+/g, '');
  return digits.length > 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : value;
}

interface SecurityItem {
  key: string;
  title: string;
  description: ReactNode;
  edit?: Exclude<Editing, undefined>;
}

function itemsOf(security: AccountSecurity): SecurityItem[] {
  const strength = security.passwordStrength;
  return [
    {
      key: 'password',
      title: t('account.security.password'),
      description: (
        <>
          {t('account.security.password-description')}:{' '}
          {strength ? (
            <Typography.Text type={STRENGTH_TYPE[strength]} data-testid="password-strength">
              {strengthLabel(strength)}
            </Typography.Text>
          ) : (
            t('account.security.unknown')
          )}
        </>
      ),
      edit: 'password',
    },
    {
      key: 'phone',
      title: t('account.security.phone'),
      description: security.phone
        ? `${t('account.security.phone-description')}: ${masked(security.phone, 'phone')}`
        : t('account.security.not-set'),
      edit: 'phone',
    },
    {
      key: 'question',
      title: t('account.security.question'),
      description: security.question
        ? `${t('account.security.question-set')}: ${security.question}`
        : t('account.security.question-description'),
      edit: 'question',
    },
    {
      key: 'email',
      title: t('account.security.email'),
      description: security.backupEmail
        ? `${t('account.security.email-description')}: ${masked(security.backupEmail, 'email')}`
        : t('account.security.not-set'),
      edit: 'email',
    },
    {
      key: 'mfa',
      title: t('account.security.mfa'),
      description: security.mfa.enabled
        ? t('account.security.mfa-enabled', { count: security.mfa.recoveryCodesLeft })
        : t('account.security.mfa-description'),
    },
  ];
}

/** The security items as Ant Design Pro lists them, each with its action. */
export default function SecuritySettings() {
  const security = useSecurity();
  const [editing, setEditing] = useState<Editing>();
  if (security.isError) return <QueryError error={security.error} onRetry={() => security.refetch()} />;
  if (!security.data) return <List loading />;
  const data = security.data;
  const close = () => setEditing(undefined);

  return (
    <>
      <List
        itemLayout="horizontal"
        dataSource={itemsOf(data)}
        renderItem={(item) => (
          <List.Item
            data-testid={`security-${item.key}`}
            actions={
              item.edit
                ? [
                    <Button key="modify" type="link" onClick={() => setEditing(item.edit)}>
                      {t('account.security.modify')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
      <PasswordModal open={editing === 'password'} onClose={close} />
      {editing === 'phone' && (
        <SecurityEditModal
          title={t('account.phone.title')}
          initialValues={{ phone: data.phone }}
          onClose={close}
        >
          <Form.Item name="phone" label={t('account.security.phone')}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </SecurityEditModal>
      )}
      {editing === 'question' && (
        <SecurityEditModal
          title={t('account.question.title')}
          initialValues={{ question: data.question }}
          onClose={close}
        >
          <Form.Item name="question" label={t('account.security.question')}>
            <Input />
          </Form.Item>
          <Form.Item
            name="answer"
            label={t('account.question.answer')}
            extra={t('account.question.answer-hint')}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </SecurityEditModal>
      )}
      {editing === 'email' && (
        <SecurityEditModal
          title={t('account.email.title')}
          initialValues={{ backupEmail: data.backupEmail }}
          onClose={close}
        >
          <Form.Item name="backupEmail" label={t('account.security.email')}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </SecurityEditModal>
      )}
    </>
  );
}
