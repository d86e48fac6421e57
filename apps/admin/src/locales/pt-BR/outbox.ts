import type zhCN from '../zh-CN/outbox.ts';

export default {
  'outbox.intro':
    'Cada e-mail que o site envia (alertas de alterações, confirmações, avisos de novas consultas, links de redefinição de senha): aguardando, enviado ou com falha após todas as tentativas.',
  'outbox.createdAt': 'Criado em',
  'outbox.to': 'Para',
  'outbox.subject': 'Assunto',
  'outbox.state': 'Situação',
  'outbox.state.waiting': 'Aguardando',
  'outbox.state.sent': 'Enviado',
  'outbox.state.failed': 'Falhou',
  'outbox.attempts': 'Tentativas',
  'outbox.lastError': 'Último erro',
  'outbox.when': 'Enviado / próxima tentativa',
  'outbox.resend': 'Reenviar',
  'outbox.resendConfirm': 'Tentar enviar esta mensagem novamente agora?',
  'outbox.resent': 'Colocada na fila para novo envio',
  'outbox.noSmtp': 'Nenhum servidor de e-mail configurado: nenhum e-mail sai deste servidor',
  'outbox.noSmtp.description':
    'Todas as mensagens aguardam na caixa de saída. Um administrador deve definir a variável de ambiente',
} satisfies Record<keyof typeof zhCN, string>;
