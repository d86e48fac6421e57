import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactSubmission, localizeIssues } from './index.ts';

test('a schema failure becomes one localized message per field', () => {
  const result = contactSubmission.safeParse({
    name: ' ',
    email: 'not-an-address',
    phone: '12',
    job: 'x'.repeat(101),
  });
  assert.equal(result.success, false);
  const issues = result.error!.issues;
  assert.deepEqual(localizeIssues(issues, 'en_US'), [
    { field: 'name', message: 'The field is required.' },
    { field: 'email', message: 'Please enter a valid email address.' },
    { field: 'phone', message: 'Please enter a valid phone number (5–30 digits, spaces or + - ( )).' },
    { field: 'job', message: 'Must be at most 100 characters.' },
  ]);
  assert.deepEqual(
    localizeIssues(issues, 'zh_CN').map((error) => error.message),
    [
      '请填写此字段',
      '请输入有效的邮箱地址',
      '请输入有效的电话号码（5–30 位数字、空格或 + - ( )）',
      '长度不能超过 100 个字符',
    ],
  );
});
