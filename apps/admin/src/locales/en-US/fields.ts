import type zhCN from '../zh-CN/fields.ts';

export default {
  'field.scheduled': 'Scheduled',
  'field.scheduleId': 'Scheduled action no.',
  'field.outcome': 'Outcome',
  'field.error': 'Reason for failure',
  'field.expiresAt': 'Valid until',
  'field.reason': 'Reason',
  'field.provider': 'Sign-in provider',
  'field.passwordChanged': 'Password changed',
  'field.answerChanged': 'Security answer changed',
  'field.mime': 'File type',
  'field.size': 'Size',
  'field.variants': 'Thumbnail widths',
  'field.fileName': 'File name',
  'parameterDiff.parameter': 'Parameter',
  'parameterDiff.value': 'Value',
  'parameterDiff.unset': '(not set)',
  'parameterDiff.noAccess':
    'You may not read the parameter definitions: parameters show by key, with numbers in their standard unit.',
} satisfies Record<keyof typeof zhCN, string>;
