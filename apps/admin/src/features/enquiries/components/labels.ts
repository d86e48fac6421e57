import type { EnquiryKind, EnquiryStatus } from '@coresense/shared';
import { t } from '../../../locales/index.ts';
import { sampleText } from '../texts.ts';

export const kindLabels = (): Record<EnquiryKind, string> => ({
  product: t('inbox.kind.product'),
  contact: t('inbox.kind.contact'),
  job: t('inbox.kind.job'),
  sample: sampleText('inbox.kind.sample'),
});

export const KIND_COLORS: Record<EnquiryKind, string> = {
  product: 'geekblue',
  contact: 'cyan',
  job: 'purple',
  sample: 'gold',
};

export const statusLabels = (): Record<EnquiryStatus, string> => ({
  new: t('inbox.status.new'),
  read: t('inbox.status.read'),
  handled: t('inbox.status.handled'),
  approved: sampleText('inbox.status.approved'),
  shipped: sampleText('inbox.status.shipped'),
  declined: sampleText('inbox.status.declined'),
});

export const STATUS_BADGES: Record<
  EnquiryStatus,
  'processing' | 'default' | 'success' | 'warning' | 'error'
> = {
  new: 'processing',
  read: 'default',
  handled: 'success',
  approved: 'warning',
  shipped: 'success',
  declined: 'error',
};
