import { featureMessages } from '../../locales/feature-messages.ts';

/** The texts of the lifecycle dates in the product editor (contract §13), in its own chunk (`pageTexts`). */
export const LIFECYCLE_TEXTS = featureMessages({
  'zh-CN': {
    'products.shipBeforeOrder': '停止发货日期不能早于停止订货日期',
    'products.parts.datesHint': '仅限不推荐新设计、最后采购和停产的料号；最后采购必填停止订货日期',
  },
  'zh-TW': {
    'products.shipBeforeOrder': '停止出貨日期不能早於停止訂貨日期',
    'products.parts.datesHint': '僅限不建議新設計、最後採購和停產的料號；最後採購必填停止訂貨日期',
  },
  'en-US': {
    'products.shipBeforeOrder': 'The last ship date cannot come before the last order date',
    'products.parts.datesHint':
      'For NRND, last-time buy and obsolete parts only; a last-time buy needs its last order date',
  },
  'pt-BR': {
    'products.shipBeforeOrder': 'O último envio não pode ser anterior ao último pedido',
    'products.parts.datesHint':
      'Só para peças NRND, de última compra ou obsoletas; a última compra exige a data do último pedido',
  },
});
