import type zhCN from '../zh-CN/profiles.ts';

export default {
  'menu.contracts.detail': 'Detalhes do contrato',
  'menu.members.detail': 'Detalhes do membro',
  'contractDetail.title': 'Contrato {number}',
  'contractDetail.action.draft': 'Voltar a rascunho',
  'contractDetail.action.signed': 'Assinar',
  'contractDetail.action.executing': 'Iniciar execução',
  'contractDetail.action.completed': 'Concluir',
  'contractDetail.action.cancelled': 'Cancelar contrato',
  'contractDetail.confirm': 'Mudar o contrato de {from} para {to}?',
  'contractDetail.confirm.signed':
    'Depois de assinado, o membro, o número, a data de assinatura e as mercadorias ficam bloqueados.',
  'contractDetail.moved': 'O contrato agora está {status}',
  'contractDetail.pdf.zh_CN': 'PDF (chinês)',
  'contractDetail.pdf.en_US': 'PDF (inglês)',
  'contractDetail.progress': 'Andamento',
  'contractDetail.locked': 'Bloqueado',
  'contractDetail.lockedHint':
    'Só o membro, o número, a data de assinatura e as mercadorias de um rascunho podem mudar: os deste contrato estão bloqueados. A observação e o status ainda podem.',
  'contractDetail.history': 'Histórico',
  'contractDetail.history.created': 'Criado',
  'contractDetail.history.fields': 'Alterou {fields}',
  'contractDetail.history.change': 'Alteração',
  'memberDetail.info': 'Dados do membro',
  'memberDetail.contracts': 'Contratos ({count})',
  'memberDetail.enquiries': 'Consultas ({count})',
  'memberDetail.enquiries.hint': 'Enviadas de {email}',
  'memberDetail.enquiries.noEmail': 'O membro não tem e-mail para associar consultas',
} satisfies Record<keyof typeof zhCN, string>;
