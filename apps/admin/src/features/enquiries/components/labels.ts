import type { EnquiryKind, EnquiryStatus } from '@coresense/shared';
import { t } from '../../../locales/index.ts';

export const kindLabels = (): Record<EnquiryKind, string> => ({
  product: t('inbox.kind.product'),
  contact: t('inbox.kind.contact'),
  job: t('inbox.kind.job'),
});

export const KIND_COLORS: Record<EnquiryKind, string> = {
  product: 'geekblue',
  contact: 'cyan',
  job: 'purple',
};

export const statusLabels = (): Record<EnquiryStatus, string> => ({
  new: t('inbox.status.new'),
  read: t('inbox.status.read'),
  handled: t('inbox.status.handled'),
});

export const STATUS_BADGES: Record<EnquiryStatus, 'processing' | 'default' | 'success'> = {
  new: 'processing',
  read: 'default',
  handled: 'success',
};
