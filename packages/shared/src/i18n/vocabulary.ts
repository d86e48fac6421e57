import type { Lang } from '../lang.ts';
import type { EnquiryKind } from '../schemas/enquiry.ts';
import type { ProductStatus } from '../schemas/product-data.ts';
import type { UiLocale } from '../ui-locale.ts';

/*
 * Words the public site, the back-office and the exports share: a product's lifecycle, an
 * enquiry's kind and a content language have one name wherever visitors and staff meet them.
 * The site's and the back-office's dictionaries take them from here.
 */

export interface Vocabulary {
  status: Record<ProductStatus, string>;
  /** The kinds of the forms; a sample request's name is in `sample-words.ts` (below). */
  enquiryKind: Record<Exclude<EnquiryKind, 'sample'>, string>;
  /** A content language named in the words of this vocabulary's language. */
  lang: Record<Lang, string>;
}

export const VOCABULARY: Record<UiLocale, Vocabulary> = {
  'zh-CN': {
    status: {
      preview: '预发布',
      active: '量产',
      nrnd: '不推荐用于新设计',
      lifebuy: '最后采购',
      obsolete: '已停产',
    },
    enquiryKind: { contact: '联系我们', product: '产品咨询', job: '职位申请' },
    lang: { zh_CN: '中文', en_US: '英文' },
  },
  'zh-TW': {
    status: {
      preview: '預發布',
      active: '量產',
      nrnd: '不建議用於新設計',
      lifebuy: '最後採購',
      obsolete: '已停產',
    },
    enquiryKind: { contact: '聯絡我們', product: '產品諮詢', job: '職位申請' },
    lang: { zh_CN: '中文', en_US: '英文' },
  },
  'en-US': {
    status: {
      preview: 'Preview',
      active: 'Active',
      nrnd: 'NRND',
      lifebuy: 'Last-time buy',
      obsolete: 'Obsolete',
    },
    enquiryKind: {
      contact: 'Contact form',
      product: 'Product enquiry',
      job: 'Job application',
    },
    lang: { zh_CN: 'Chinese', en_US: 'English' },
  },
  'pt-BR': {
    status: {
      preview: 'Pré-lançamento',
      active: 'Ativo',
      nrnd: 'Não recomendado para novos projetos',
      lifebuy: 'Última compra',
      obsolete: 'Obsoleto',
    },
    enquiryKind: {
      contact: 'Formulário de contato',
      product: 'Consulta de produto',
      job: 'Candidatura',
    },
    lang: { zh_CN: 'Chinês', en_US: 'Inglês' },
  },
};

/** The vocabulary of a content language (the site's and the exports' two). */
export const vocabularyOf = (lang: Lang): Vocabulary => VOCABULARY[lang === 'zh_CN' ? 'zh-CN' : 'en-US'];

/** A vocabulary's lifecycle names as a dictionary's entries: `prefix.preview`, `prefix.active`, … */
export function statusEntries<Prefix extends string>(
  locale: UiLocale,
  prefix: Prefix,
): Record<`${Prefix}.${ProductStatus}`, string> {
  const entries = Object.entries(VOCABULARY[locale].status).map(([status, name]) => [
    `${prefix}.${status}`,
    name,
  ]);
  return Object.fromEntries(entries) as Record<`${Prefix}.${ProductStatus}`, string>;
}
