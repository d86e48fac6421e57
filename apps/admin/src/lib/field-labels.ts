import { LANGS, type Lang } from '@coresense/shared/lang';
import { CONTENT_FEATURES } from '../locales/features.ts';
import { type MessageKey, t } from '../locales/index.ts';
import { LANG_LABELS } from './bilingual.ts';

/*
 * The names of record fields as the version history and the audit log show them, in the
 * interface language: the editors' own labels where a field has one. Every field a record of any
 * resource can have, and every key an audit entry writes, has a label here or by its content
 * type's convention (below); `field-labels.test.ts` reads the record schemas so that a new field
 * without one fails.
 */

/** Fields that mean the same in every resource, and the keys audit entries of actions write. */
const FIELD_LABELS = {
  title: 'content.title',
  name: 'common.name',
  summary: 'content.summary',
  content: 'content.body',
  description: 'common.description',
  enabled: 'visibility.column',
  sort: 'common.sort',
  type: 'history.field.type',
  status: 'common.status',
  cover: 'content.cover',
  image: 'history.field.image',
  files: 'history.field.files',
  publishTime: 'news.publishTime',
  startDate: 'news.startDate',
  endDate: 'news.endDate',
  address: 'news.address',
  booth: 'news.booth',
  company: 'comments.company',
  email: 'staff.email',
  phone: 'staff.phone',
  note: 'members.note',
  avatar: 'comments.avatar',
  username: 'staff.username',
  // What publish, schedule, preview, sign-in and file entries record.
  langs: 'common.languages',
  lang: 'common.languages',
  version: 'history.version',
  at: 'publication.scheduleAt',
  action: 'audit.action',
  scheduled: 'field.scheduled',
  scheduleId: 'field.scheduleId',
  outcome: 'field.outcome',
  error: 'field.error',
  expiresAt: 'field.expiresAt',
  reason: 'field.reason',
  provider: 'field.provider',
  passwordChanged: 'field.passwordChanged',
  answerChanged: 'field.answerChanged',
  bindingsRemoved: 'account.password.bindingsRemoved.title',
  mime: 'field.mime',
  size: 'field.size',
  variants: 'field.variants',
} as const satisfies Record<string, MessageKey>;

/**
 * Where a field of one resource has a label of its own (or exists only there), beyond a content
 * type's convention: its field `f` is labelled by its feature's key `<prefix>.<f>` where the
 * feature has one (locales/features.ts), so a text field labelled so needs no line here.
 */
const RESOURCE_FIELD_LABELS: Partial<Record<string, Record<string, MessageKey>>> = {
  products: {
    classifyId: 'products.category',
    status: 'products.status',
    replacementIds: 'products.replacements',
    parameterValues: 'products.parameters',
    parts: 'products.parts',
    lastOrderDate: 'products.lastOrderDate',
    lastShipDate: 'products.lastShipDate',
  },
  // Labelled by the dictionary's areas, not a feature's messages: they cost the sign-in page less.
  distributors: {
    regions: 'distributors.regions',
    website: 'distributors.website',
    partSearchUrl: 'distributors.partSearchUrl',
    logo: 'distributors.logo',
  },
  'product-categories': { parameterKeys: 'categories.parameters' },
  applications: { relatedProductIds: 'applications.relatedProducts' },
  recruit: { detail: 'recruit.requirements', desc: 'recruit.duties', fileList: 'recruit.files' },
  'product-parameters': {
    key: 'parameters.key',
    label: 'parameters.label',
    type: 'parameters.type',
    unit: 'parameters.unit',
    options: 'parameters.options',
    categoryIds: 'products.category',
    productCount: 'categories.productCount',
  },
  staff: {
    name: 'staff.name',
    enabled: 'common.enabled',
    roleIds: 'staff.roles',
    roles: 'staff.roles',
    avatar: 'account.basic.avatar',
    signature: 'account.basic.profile',
    country: 'account.basic.country',
    province: 'account.basic.province',
    city: 'account.basic.city',
    address: 'account.basic.address',
  },
  roles: {
    name: 'roles.name',
    authorities: 'roles.authorities',
    builtin: 'roles.builtin',
    userCount: 'roles.userCount',
  },
  members: {
    name: 'members.name',
    company: 'members.company',
    contactName: 'members.contactName',
    address: 'members.address',
    level: 'members.level',
    enabled: 'common.enabled',
    contractCount: 'members.contractCount',
  },
  contracts: {
    memberId: 'contracts.member',
    memberName: 'contracts.member',
    number: 'contracts.number',
    signingDate: 'contracts.signingDate',
    note: 'contracts.note',
    goods: 'contracts.goods',
    total: 'contracts.total',
    paymentTerms: 'contracts.paymentTerms',
    deliveryTerms: 'contracts.deliveryTerms',
    vatPercent: 'contracts.vatPercent',
  },
  enquiries: {
    kind: 'inbox.kind',
    name: 'inbox.name',
    company: 'inbox.company',
    note: 'inbox.note',
    productId: 'inbox.product',
    productName: 'inbox.product',
    product: 'inbox.product',
    job: 'inbox.job',
    jobId: 'inbox.position',
    jobPosition: 'inbox.position',
    cv: 'inbox.cv',
    // A sample request's: labels the dictionary has already, so the first chunk stays as it was.
    country: 'account.basic.country',
    application: 'menu.applications',
    parts: 'products.parts',
    mind: 'inbox.message',
    lang: 'inbox.lang',
    ip: 'inbox.ip',
    userAgent: 'inbox.userAgent',
  },
  files: { name: 'field.fileName' },
  blocks: {
    banners: 'blocks.home.banners',
    highlightProductIds: 'blocks.home.highlightProducts',
    highlightApplicationIds: 'blocks.home.highlightApplications',
    introduction: 'blocks.about.introduction',
    history: 'blocks.about.history',
    subsidiaries: 'blocks.about.subsidiaries',
    image: 'blocks.about.image',
    companyName: 'blocks.contact.companyName',
    phone: 'blocks.phone',
    email: 'blocks.contact.email',
    fax: 'blocks.contact.fax',
    postcode: 'blocks.contact.postcode',
    workingHours: 'blocks.contact.workingHours',
    offices: 'blocks.contact.offices',
    hrEmail: 'blocks.contact.hrEmail',
    hrPhone: 'blocks.contact.hrPhone',
    subtitle: 'blocks.subtitle',
    banner: 'blocks.banner',
    list: 'blocks.advantages.title',
    slogan: 'blocks.footer.slogan',
    copyright: 'blocks.footer.copyright',
    icp: 'blocks.footer.icp',
    links: 'blocks.footer.links',
    updated: 'blocks.privacy.updated',
  },
};

/** Where one action's entries use a field name for something else (a staff member's security settings). */
const ACTION_FIELD_LABELS: Partial<Record<string, Record<string, MessageKey>>> = {
  'update-security': {
    phone: 'account.security.phone',
    question: 'account.security.question',
    backupEmail: 'account.security.email',
  },
};

/** The content type's own `<prefix>.<field>` key, where its feature has one. */
function featureLabelKey(field: string, resource: string): MessageKey | undefined {
  if (!Object.hasOwn(CONTENT_FEATURES, resource)) return undefined;
  const { prefix, messages } = CONTENT_FEATURES[resource as keyof typeof CONTENT_FEATURES];
  const key = `${prefix}.${field}`;
  return Object.hasOwn(messages['zh-CN'], key) ? (key as MessageKey) : undefined;
}

/** The dictionary key of a field's label; `undefined` when it has none (then it is shown in words). */
export function fieldLabelKey(field: string, resource?: string, action?: string): MessageKey | undefined {
  return (
    (action ? ACTION_FIELD_LABELS[action]?.[field] : undefined) ??
    (resource ? (RESOURCE_FIELD_LABELS[resource]?.[field] ?? featureLabelKey(field, resource)) : undefined) ??
    (Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field as keyof typeof FIELD_LABELS] : undefined)
  );
}

/** A field's label in the interface language; a field without one, in words from its name (`seoTitle` → "seo title"). */
export function fieldLabel(field: string, resource?: string, action?: string): string {
  const key = fieldLabelKey(field, resource, action);
  if (key) return t(key);
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** An audit entry's change key read as a field and its language: `i18n.zh_CN.summary`, or a block's `en_US.slogan`. */
export function parseChangeKey(key: string): { field: string; lang: Lang | null } {
  const parts = key.split('.');
  const [first, second, ...rest] = parts[0] === 'i18n' ? parts.slice(1) : parts;
  if (second !== undefined && LANGS.includes(first as Lang)) {
    return { field: [second, ...rest].join('.'), lang: first as Lang };
  }
  return { field: key, lang: null };
}

/** An audit entry's change key as a label: "摘要 · 中文" for `i18n.zh_CN.summary`. */
export function changeLabel(key: string, resource: string, action?: string): string {
  const { field, lang } = parseChangeKey(key);
  const label = fieldLabel(field, resource, action);
  return lang ? `${label} · ${LANG_LABELS[lang]}` : label;
}
