import {
  type EnquiryRobot,
  type EnquiryRobotInput,
  ROBOT_HOSTS,
  ROBOT_PATHS,
  ROBOT_PLATFORMS,
  type RobotPlatform,
} from '@coresense/shared/schemas/admin/enquiry-robots';
import { Alert, App, Button, Card, Checkbox, Form, Input, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { t } from '../../../locales/index.ts';
import { pageTexts } from '../../../locales/page-texts.ts';
import { useSaveEnquiryRobot, useTestEnquiryRobot } from '../api/enquiry-robots-api.ts';
import { ROBOT_TEXTS } from '../texts.ts';

const tr = pageTexts(ROBOT_TEXTS);

interface FormValues {
  platform: RobotPlatform;
  url: string;
  secret: string;
  removeSecret: boolean;
  enabled: boolean;
  lang: EnquiryRobotInput['lang'];
}

/** What an address of the platform looks like, as the field's hint. */
function exampleUrl(platform: RobotPlatform): string {
  const path = ROBOT_PATHS[platform];
  const query = { wecom: '?key=…', dingtalk: '?access_token=…', feishu: '…' }[platform];
  return `https://${ROBOT_HOSTS[platform][0]}${path}${query}`;
}

/** One kind of enquiry's robot: its platform, address, secret and switch; save, and a test message. */
export function RobotForm({ robot }: { robot: EnquiryRobot }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveEnquiryRobot();
  const test = useTestEnquiryRobot();
  const [testError, setTestError] = useState<string>();
  const platform = Form.useWatch('platform', form) ?? robot.platform;
  const titleId = `robot-${robot.kind}`;

  async function submit(values: FormValues) {
    const secret = values.removeSecret ? null : values.secret?.trim() || undefined;
    try {
      await save.mutateAsync({
        kind: robot.kind,
        input: {
          platform: values.platform,
          url: values.url.trim(),
          enabled: values.enabled,
          lang: values.lang,
          ...(secret === undefined ? {} : { secret }),
        },
      });
      form.setFieldsValue({ secret: '', removeSecret: false });
      message.success(tr('robots.saved'));
    } catch (error) {
      if (applyServerErrors(form, error).length === 0) throw error;
    }
  }

  async function sendTest() {
    setTestError(undefined);
    const result = await test.mutateAsync(robot.kind);
    if (result.delivered) message.success(tr('robots.test.delivered'));
    else setTestError(result.error);
  }

  return (
    <Card title={<span id={titleId}>{tr(`robots.kind.${robot.kind}`)}</span>}>
      <Form<FormValues>
        form={form}
        // Three forms on one page: the name keeps their fields' ids (and so their labels) apart.
        name={`robot-${robot.kind}`}
        layout="vertical"
        aria-labelledby={titleId}
        initialValues={{ ...robot, secret: '', removeSecret: false }}
        onFinish={submit}
        disabled={save.isPending}
      >
        <Form.Item name="enabled" label={tr('robots.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="platform" label={tr('robots.platform')}>
          <Select
            options={ROBOT_PLATFORMS.map((value) => ({ value, label: tr(`robots.platform.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="url" label={tr('robots.url')} extra={exampleUrl(platform)}>
          <Input inputMode="url" autoComplete="off" spellCheck={false} placeholder={exampleUrl(platform)} />
        </Form.Item>
        <Form.Item
          name="secret"
          label={tr('robots.secret')}
          extra={platform === 'wecom' ? tr('robots.secret.wecom') : tr('robots.secret.hint')}
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={robot.secret ? tr('robots.secret.stored', { masked: robot.secret }) : undefined}
          />
        </Form.Item>
        {robot.secret ? (
          <Form.Item name="removeSecret" valuePropName="checked">
            <Checkbox>{tr('robots.secret.remove')}</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item name="lang" label={tr('robots.lang')}>
          <Select
            options={[
              { value: 'zh_CN', label: '中文' },
              { value: 'en_US', label: 'English' },
            ]}
          />
        </Form.Item>
        {testError ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={tr('robots.test.failed')}
            description={testError}
          />
        ) : null}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          <Button onClick={sendTest} loading={test.isPending} disabled={!robot.url}>
            {tr('robots.test')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
