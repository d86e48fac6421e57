import { DownloadOutlined } from '@ant-design/icons';
import { type EnquiryStatus, SAMPLE_MOVES } from '@coresense/shared';
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Segmented,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useRef } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatBytes } from '../../../lib/upload.ts';
import { t } from '../../../locales/index.ts';
import { useEnquiry } from '../api/get-enquiry.ts';
import { useMarkEnquiryRead } from '../api/mark-enquiry-read.ts';
import { useUpdateEnquiry } from '../api/update-enquiry.ts';
import { sampleText } from '../texts.ts';
import { KIND_COLORS, kindLabels, statusLabels } from './labels.ts';

const ENQUIRY_STATUSES = ['new', 'read', 'handled'] as const;

interface HandlingValues {
  status: EnquiryStatus;
  note: string;
}

/**
 * Everything the visitor sent, and the team's handling: status and a note. Opening a new
 * enquiry marks it read for someone who may handle enquiries; for a reader it stays new. A
 * sample request offers only the moves open to it (each mails the requester) and stays new
 * until one is made.
 */
export function EnquiryDrawer({
  id,
  canWrite,
  onClose,
}: {
  id: number;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const enquiry = useEnquiry(id);
  const update = useUpdateEnquiry();
  const [form] = Form.useForm<HandlingValues>();
  const data = enquiry.data;
  const kinds = kindLabels();
  const statuses = statusLabels();

  // The form takes the enquiry once per enquiry: a later answer must not undo what the user picked.
  const loadedId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!data || loadedId.current === data.id) return;
    loadedId.current = data.id;
    form.setFieldsValue({ status: data.status, note: data.note });
  }, [data, form]);

  const markRead = useMarkEnquiryRead();
  const markedId = useRef<number | undefined>(undefined);
  const isSample = data?.kind === 'sample';
  const isNew = data?.status === 'new' && !isSample;
  useEffect(() => {
    if (!canWrite || !isNew || markedId.current === id) return;
    markedId.current = id;
    markRead.mutate(id, {
      // Shown as read at once, unless the user has already picked another status.
      onSuccess: (enquiry) => {
        if (form.getFieldValue('status') === 'new') form.setFieldValue('status', enquiry.status);
      },
    });
  }, [canWrite, isNew, id, form, markRead.mutate]);

  const picked = Form.useWatch('status', form);
  const statusChoices: readonly EnquiryStatus[] = data
    ? isSample
      ? [data.status, ...(SAMPLE_MOVES[data.status] ?? [])]
      : ENQUIRY_STATUSES
    : [];
  const sampleClosed = isSample && statusChoices.length === 1;
  const notePlaceholder =
    isSample && (picked === 'approved' || picked === 'shipped' || picked === 'declined')
      ? sampleText(`sample.note.${picked}`)
      : t('inbox.note.placeholder');

  async function save(values: HandlingValues) {
    try {
      await update.mutateAsync({ id, ...values });
    } catch (error) {
      applyServerErrors(form, error);
      return;
    }
    message.success(t('common.saved'));
    onClose();
  }

  return (
    <Drawer
      open
      width={640}
      title={
        data
          ? data.kind === 'sample'
            ? sampleText('inbox.detailTitle.sample', { name: data.name })
            : t(data.kind === 'job' ? 'inbox.detailTitle.job' : 'inbox.detailTitle', { name: data.name })
          : t('common.detail')
      }
      onClose={onClose}
      destroyOnHidden
      footer={
        canWrite && data ? (
          <Space style={{ float: 'right' }}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={update.isPending} onClick={() => form.submit()}>
              {t('common.save')}
            </Button>
          </Space>
        ) : null
      }
    >
      {enquiry.isPending && <Spin />}
      {enquiry.isError && <QueryError error={enquiry.error} onRetry={() => void enquiry.refetch()} />}
      {data && (
        <>
          <Descriptions column={1} bordered size="small" labelStyle={{ width: 140 }}>
            <Descriptions.Item label={t('inbox.kind')}>
              <Tag color={KIND_COLORS[data.kind]}>{kinds[data.kind]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('inbox.received')}>
              {formatDateTime(data.createTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('inbox.name')}>{data.name}</Descriptions.Item>
            <Descriptions.Item label={t('inbox.email')}>
              <a href={`mailto:${data.email}`}>{data.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label={t('inbox.phone')}>
              <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</a>
            </Descriptions.Item>
            {data.kind === 'sample' ? (
              <>
                <Descriptions.Item label={t('inbox.company')}>{data.company || '—'}</Descriptions.Item>
                <Descriptions.Item label={sampleText('sample.country')}>
                  {data.country || '—'}
                </Descriptions.Item>
                <Descriptions.Item label={sampleText('sample.application')}>
                  <div className="detail-pre">{data.application || '—'}</div>
                </Descriptions.Item>
              </>
            ) : data.kind === 'job' ? (
              <>
                <Descriptions.Item label={t('inbox.position')}>
                  {data.jobPosition && data.jobId ? (
                    <a href={`/recruit/detail?id=${data.jobId}`} target="_blank" rel="noreferrer">
                      {data.jobPosition}
                    </a>
                  ) : (
                    '—'
                  )}
                </Descriptions.Item>
                <Descriptions.Item label={t('inbox.cv')}>
                  {data.cv ? (
                    <a href={data.cv.url} download data-testid="enquiry-cv">
                      <DownloadOutlined /> {t('inbox.cv.download')}: {data.cv.name} (
                      {formatBytes(data.cv.size)})
                    </a>
                  ) : (
                    '—'
                  )}
                </Descriptions.Item>
              </>
            ) : (
              <>
                <Descriptions.Item label={t('inbox.company')}>{data.company || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('inbox.job')}>{data.job || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('inbox.product')}>
                  {data.productName ?? (data.product || '—')}
                  {data.productName && data.product && data.product !== data.productName
                    ? ` (${data.product})`
                    : ''}
                </Descriptions.Item>
              </>
            )}
            <Descriptions.Item label={t('inbox.message')}>
              <div className="detail-pre">{data.mind || '—'}</div>
            </Descriptions.Item>
            <Descriptions.Item label={t('inbox.lang')}>
              {data.lang === 'en_US' ? 'English' : '中文'}
            </Descriptions.Item>
            <Descriptions.Item label={t('inbox.ip')}>{data.ip || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('inbox.userAgent')}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {data.userAgent || '—'}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          {isSample && (
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey="partNumber"
              pagination={false}
              title={() => sampleText('sample.parts')}
              dataSource={data.parts}
              columns={[
                { title: sampleText('sample.partNumber'), dataIndex: 'partNumber' },
                {
                  title: sampleText('sample.product'),
                  dataIndex: 'productName',
                  render: (name: string | null, part) =>
                    name && part.productId ? (
                      <a href={`/product/detail?id=${part.productId}`} target="_blank" rel="noreferrer">
                        {name}
                      </a>
                    ) : (
                      '—'
                    ),
                },
                { title: sampleText('sample.quantity'), dataIndex: 'quantity', align: 'right' },
              ]}
            />
          )}
          <Form<HandlingValues>
            form={form}
            layout="vertical"
            style={{ marginTop: 24 }}
            disabled={!canWrite}
            onFinish={save}
          >
            <Form.Item name="status" label={t('common.status')}>
              <Segmented<EnquiryStatus>
                disabled={sampleClosed}
                options={statusChoices.map((status) => ({ value: status, label: statuses[status] }))}
              />
            </Form.Item>
            {isSample && (
              <Typography.Paragraph type="secondary">
                {sampleText(sampleClosed ? 'sample.final' : 'sample.moveHint')}
              </Typography.Paragraph>
            )}
            <Form.Item name="note" label={t('inbox.note')} rules={[{ max: 2000 }]}>
              <Input.TextArea
                autoSize={{ minRows: 3, maxRows: 8 }}
                showCount
                maxLength={2000}
                placeholder={notePlaceholder}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Drawer>
  );
}
