import { featureMessages } from '../../locales/feature-messages.ts';
import { pageTexts } from '../../locales/page-texts.ts';

/** The analysis page's texts added after its first ones, in its own chunk (`pageTexts`). */
export const ANALYSIS_TEXTS = featureMessages({
  'zh-CN': { 'analysis.column.samples': '样品申请' },
  'zh-TW': { 'analysis.column.samples': '樣品申請' },
  'en-US': { 'analysis.column.samples': 'Sample requests' },
  'pt-BR': { 'analysis.column.samples': 'Pedidos de amostras' },
});

export const analysisText = pageTexts(ANALYSIS_TEXTS);
