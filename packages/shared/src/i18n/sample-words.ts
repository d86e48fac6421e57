import type { UiLocale } from '../ui-locale.ts';

/*
 * What a sample request (contract §13) is called, beside the vocabulary's other enquiry kinds
 * (`vocabulary.ts`) but in a module of its own: the back-office's first chunk, which the sign-in
 * page pays for byte by byte, carries the vocabulary, and the inbox alone needs this word.
 */
export const SAMPLE_KIND: Record<UiLocale, string> = {
  'zh-CN': '样品申请',
  'zh-TW': '樣品申請',
  'en-US': 'Sample request',
  'pt-BR': 'Pedido de amostras',
};
