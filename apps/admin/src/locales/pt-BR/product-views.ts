import type zhCN from '../zh-CN/product-views.ts';

export default {
  'products.view': 'Exibição',
  'products.view.list': 'Lista',
  'products.view.card': 'Cartões',
  'products.noModel': 'Sem modelo',
  'products.steps.basics': 'Dados básicos',
  'products.steps.texts': 'Textos por idioma',
  'products.steps.specs': 'Especificações e arquivos',
  'products.steps.review': 'Revisão',
  'products.steps.previous': 'Anterior',
  'products.steps.next': 'Próximo',
  'products.steps.create': 'Criar o produto',
  'products.steps.failed': 'Não foi possível criar o produto',
  'products.steps.backToReview': 'Voltar à revisão',
  'products.steps.oneLanguage': 'Nada foi escrito em {lang}: o produto não será publicado nesse idioma.',
} satisfies Record<keyof typeof zhCN, string>;
