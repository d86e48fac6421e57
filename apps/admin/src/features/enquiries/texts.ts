import { SAMPLE_KIND } from '@coresense/shared/i18n/sample-words';
import { featureMessages } from '../../locales/feature-messages.ts';
import { pageTexts } from '../../locales/page-texts.ts';

/*
 * The inbox's texts of sample requests (contract §13), in the inbox's own chunk (`pageTexts`):
 * the dictionary of the first chunk, which the sign-in page pays for, stays as it was.
 */
export const SAMPLE_TEXTS = featureMessages({
  'zh-CN': {
    'inbox.kind.sample': SAMPLE_KIND['zh-CN'],
    'inbox.detailTitle.sample': '{name} 的样品申请',
    'inbox.status.approved': '已批准',
    'inbox.status.shipped': '已寄出',
    'inbox.status.declined': '已拒绝',
    'sample.parts': '申请料号',
    'sample.partNumber': '料号',
    'sample.product': '产品',
    'sample.quantity': '数量',
    'sample.country': '国家或地区',
    'sample.application': '应用',
    'sample.moveHint': '每次变更状态都会以申请语言给申请人发送一封邮件，邮件包含下方备注。',
    'sample.note.approved': '备注（可选，会发给申请人）',
    'sample.note.shipped': '物流信息（快递公司和单号，会发给申请人）',
    'sample.note.declined': '拒绝原因（会发给申请人）',
    'sample.final': '该申请已结束，状态不能再变更。',
  },
  'zh-TW': {
    'inbox.kind.sample': SAMPLE_KIND['zh-TW'],
    'inbox.detailTitle.sample': '{name} 的樣品申請',
    'inbox.status.approved': '已核准',
    'inbox.status.shipped': '已寄出',
    'inbox.status.declined': '已拒絕',
    'sample.parts': '申請料號',
    'sample.partNumber': '料號',
    'sample.product': '產品',
    'sample.quantity': '數量',
    'sample.country': '國家或地區',
    'sample.application': '應用',
    'sample.moveHint': '每次變更狀態都會以申請語言給申請人寄一封郵件，郵件包含下方備註。',
    'sample.note.approved': '備註（可選，會寄給申請人）',
    'sample.note.shipped': '物流資訊（快遞公司和單號，會寄給申請人）',
    'sample.note.declined': '拒絕原因（會寄給申請人）',
    'sample.final': '該申請已結束，狀態不能再變更。',
  },
  'en-US': {
    'inbox.kind.sample': SAMPLE_KIND['en-US'],
    'inbox.detailTitle.sample': 'Sample request from {name}',
    'inbox.status.approved': 'Approved',
    'inbox.status.shipped': 'Shipped',
    'inbox.status.declined': 'Declined',
    'sample.parts': 'Parts',
    'sample.partNumber': 'Part number',
    'sample.product': 'Product',
    'sample.quantity': 'Quantity',
    'sample.country': 'Country or region',
    'sample.application': 'Application',
    'sample.moveHint':
      'Each change of status sends the requester one email in the language of the request, with the note below.',
    'sample.note.approved': 'Note (optional, sent to the requester)',
    'sample.note.shipped': 'Tracking (carrier and number, sent to the requester)',
    'sample.note.declined': 'Reason (sent to the requester)',
    'sample.final': 'This request is closed: its status cannot change any more.',
  },
  'pt-BR': {
    'inbox.kind.sample': SAMPLE_KIND['pt-BR'],
    'inbox.detailTitle.sample': 'Pedido de amostras de {name}',
    'inbox.status.approved': 'Aprovado',
    'inbox.status.shipped': 'Enviado',
    'inbox.status.declined': 'Recusado',
    'sample.parts': 'Peças',
    'sample.partNumber': 'Código da peça',
    'sample.product': 'Produto',
    'sample.quantity': 'Quantidade',
    'sample.country': 'País ou região',
    'sample.application': 'Aplicação',
    'sample.moveHint':
      'Cada mudança de status envia um e-mail ao solicitante, no idioma do pedido, com a observação abaixo.',
    'sample.note.approved': 'Observação (opcional, enviada ao solicitante)',
    'sample.note.shipped': 'Rastreamento (transportadora e número, enviado ao solicitante)',
    'sample.note.declined': 'Motivo (enviado ao solicitante)',
    'sample.final': 'Este pedido está encerrado: seu status não pode mais mudar.',
  },
});

export const sampleText = pageTexts(SAMPLE_TEXTS);
