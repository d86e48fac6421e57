import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  adminApplication,
  adminComment,
  adminContract,
  adminDocument,
  adminEnquiry,
  adminInvestor,
  adminMember,
  adminNews,
  adminProduct,
  adminProductCategory,
  adminProductParameter,
  adminRecruit,
  adminRole,
  adminStaff,
  BLOCK_SCHEMAS,
} from '@coresense/shared';
import { adminDistributor } from '@coresense/shared/schemas/distributors';
import { z } from 'zod';
import enUS from '../locales/en-US.ts';
import { t } from '../locales/index.ts';
import zhCN from '../locales/zh-CN.ts';
import { changeLabel, fieldLabelKey, parseChangeKey } from './field-labels.ts';

/*
 * Issue 23 (M7, items 22 and 24): every field the version history or the audit log can name is
 * shown by a label in the interface language, never as its key ("parameter values",
 * `i18n.zh_CN.summary`). The fields are read from the record schemas, so a field added to a
 * schema without a label here fails.
 */

/** Fields that are never shown as changed: which record it is, and where it stands now. */
const NOT_SHOWN = new Set([
  'id',
  'createTime',
  'updateTime',
  'incompleteLangs',
  'publication',
  'hidden',
  'i18n',
]);

function unwrap(schema: z.ZodType): z.ZodType {
  let inner: z.ZodType = schema;
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodPipe
  ) {
    inner = inner instanceof z.ZodPipe ? (inner.in as z.ZodType) : (inner.unwrap() as z.ZodType);
  }
  return inner;
}

function keysOf(schema: z.ZodType | undefined): string[] {
  const inner = schema && unwrap(schema);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/** A record's own fields and its text fields (those of one language: both have the same). */
function fieldsOf(schema: z.ZodType): string[] {
  const inner = unwrap(schema) as z.ZodObject;
  const i18n = inner.shape.i18n as z.ZodType | undefined;
  const text = i18n ? (unwrap(i18n) as z.ZodObject).shape.zh_CN : undefined;
  return [...keysOf(inner), ...keysOf(text as z.ZodType | undefined)].filter(
    (field) => !NOT_SHOWN.has(field),
  );
}

/** Every resource whose records the history or the audit log shows field by field. */
const RECORDS: Record<string, z.ZodType> = {
  products: adminProduct,
  'product-categories': adminProductCategory,
  applications: adminApplication,
  news: adminNews,
  investor: adminInvestor,
  recruit: adminRecruit,
  comments: adminComment,
  documents: adminDocument,
  distributors: adminDistributor,
  'product-parameters': adminProductParameter,
  staff: adminStaff,
  roles: adminRole,
  members: adminMember,
  contracts: adminContract,
  enquiries: adminEnquiry,
};

/** What audit entries of other actions record (server: publication, scheduler, preview, sign-in, files, account). */
const ACTION_KEYS: Array<[resource: string, key: string, action?: string]> = [
  ['news', 'langs'],
  ['news', 'version'],
  ['news', 'at'],
  ['news', 'scheduled'],
  ['news', 'scheduleId'],
  ['news', 'outcome'],
  ['news', 'error'],
  ['news', 'action'],
  ['news', 'lang'],
  ['news', 'expiresAt'],
  ['session', 'reason'],
  ['staff', 'provider'],
  ['staff', 'passwordChanged'],
  ['staff', 'bindingsRemoved'],
  ['staff', 'answerChanged', 'update-security'],
  ['staff', 'phone', 'update-security'],
  ['staff', 'question', 'update-security'],
  ['staff', 'backupEmail', 'update-security'],
  ['files', 'name'],
  ['files', 'mime'],
  ['files', 'size'],
  ['files', 'variants'],
];

describe('field labels', () => {
  test('every field of every record, text fields included, has a label', () => {
    const missing: string[] = [];
    for (const [resource, schema] of Object.entries(RECORDS)) {
      const fields = fieldsOf(schema);
      assert.ok(fields.length > 2, `${resource} has fields`);
      for (const field of fields) if (!fieldLabelKey(field, resource)) missing.push(`${resource}.${field}`);
    }
    for (const [type, schema] of Object.entries(BLOCK_SCHEMAS)) {
      for (const field of keysOf(schema as z.ZodType)) {
        if (!fieldLabelKey(field, 'blocks')) missing.push(`blocks(${type}).${field}`);
      }
    }
    for (const [resource, key, action] of ACTION_KEYS) {
      if (!fieldLabelKey(key, resource, action)) missing.push(`${resource}: ${key}`);
    }
    assert.deepEqual(
      missing,
      [],
      "label these in the feature's messages.ts as `<prefix>.<field>` (locales/features.ts) or in lib/field-labels.ts",
    );
  });

  test('each label is a text of its own in Chinese and English, not the field name', () => {
    const product = fieldsOf(adminProduct);
    for (const field of product) {
      const key = fieldLabelKey(field, 'products');
      assert.ok(key && zhCN[key] && enUS[key], field);
      assert.notEqual(zhCN[key], field);
    }
    assert.equal(zhCN[fieldLabelKey('parameterValues', 'products') ?? 'common.ok'], '参数');
    assert.equal(enUS[fieldLabelKey('parameterValues', 'products') ?? 'common.ok'], 'Parameters');
  });

  test('audit keys name the field and its language', () => {
    assert.deepEqual(parseChangeKey('i18n.zh_CN.summary'), { field: 'summary', lang: 'zh_CN' });
    assert.deepEqual(parseChangeKey('en_US.slogan'), { field: 'slogan', lang: 'en_US' });
    assert.deepEqual(parseChangeKey('parameterValues'), { field: 'parameterValues', lang: null });
    // In the interface language the test runs in (the machine's), by the editors' own texts.
    assert.equal(changeLabel('i18n.zh_CN.summary', 'products'), `${t('products.summary')} · 中文`);
    assert.equal(changeLabel('i18n.en_US.summary', 'news'), `${t('content.summary')} · English`);
    assert.equal(changeLabel('parameterValues', 'products'), t('products.parameters'));
    assert.equal(changeLabel('en_US.slogan', 'blocks'), `${t('blocks.footer.slogan')} · English`);
    assert.equal(changeLabel('phone', 'staff', 'update-security'), t('account.security.phone'));
    assert.equal(changeLabel('phone', 'staff'), t('staff.phone'));
  });
});
