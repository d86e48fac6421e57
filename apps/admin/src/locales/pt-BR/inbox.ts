import { VOCABULARY } from '@coresense/shared/i18n/vocabulary';
import type zhCN from '../zh-CN/inbox.ts';

export default {
  'inbox.received': 'Recebida em',
  'inbox.keyword': 'Nome, e-mail, empresa ou mensagem',
  'inbox.kind': 'Tipo',
  'inbox.kind.product': VOCABULARY['pt-BR'].enquiryKind.product,
  'inbox.kind.contact': VOCABULARY['pt-BR'].enquiryKind.contact,
  'inbox.from': 'De',
  'inbox.contact': 'Contato',
  'inbox.name': 'Nome',
  'inbox.email': 'E-mail',
  'inbox.phone': 'Telefone',
  'inbox.company': 'Empresa',
  'inbox.job': 'Cargo',
  'inbox.product': 'Produto',
  'inbox.message': 'Mensagem',
  'inbox.lang': 'Idioma do site',
  'inbox.ip': 'Endereço IP',
  'inbox.userAgent': 'Navegador',
  'inbox.note': 'Observação',
  'inbox.note.placeholder':
    'Por exemplo: repassada à equipe de vendas do leste da China, retornamos a ligação',
  'inbox.status.new': 'Nova',
  'inbox.status.read': 'Lida',
  'inbox.status.handled': 'Atendida',
  'inbox.detailTitle': 'Consulta de {name}',
  /* Job applications (issue 11: site-forms) */
  'inbox.kind.job': VOCABULARY['pt-BR'].enquiryKind.job,
  'inbox.detailTitle.job': 'Candidatura de {name}',
  'inbox.subject': 'Produto ou vaga',
  'inbox.position': 'Vaga',
  'inbox.cv': 'Currículo',
  'inbox.cv.download': 'Baixar currículo',
} satisfies Record<keyof typeof zhCN, string>;
