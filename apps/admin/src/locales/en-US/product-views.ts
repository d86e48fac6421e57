import type zhCN from '../zh-CN/product-views.ts';

export default {
  'products.view': 'View',
  'products.view.list': 'List',
  'products.view.card': 'Cards',
  'products.noModel': 'No model',
  'products.steps.basics': 'Basics',
  'products.steps.texts': 'Texts per language',
  'products.steps.specs': 'Specifications and files',
  'products.steps.review': 'Review',
  'products.steps.previous': 'Previous',
  'products.steps.next': 'Next',
  'products.steps.create': 'Create the product',
  'products.steps.failed': 'The product could not be created',
  'products.steps.backToReview': 'Back to the review',
  'products.steps.oneLanguage': 'Nothing is written in {lang}: the product will not be published in it.',
} satisfies Record<keyof typeof zhCN, string>;
