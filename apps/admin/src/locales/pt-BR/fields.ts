import type zhCN from '../zh-CN/fields.ts';

export default {
  'field.scheduled': 'Agendado',
  'field.scheduleId': 'Nº da ação agendada',
  'field.outcome': 'Resultado',
  'field.error': 'Motivo da falha',
  'field.expiresAt': 'Válido até',
  'field.reason': 'Motivo',
  'field.provider': 'Provedor de login',
  'field.passwordChanged': 'Senha alterada',
  'field.answerChanged': 'Resposta de segurança alterada',
  'field.mime': 'Tipo de arquivo',
  'field.size': 'Tamanho',
  'field.variants': 'Larguras das miniaturas',
  'field.fileName': 'Nome do arquivo',
  'parameterDiff.parameter': 'Parâmetro',
  'parameterDiff.value': 'Valor',
  'parameterDiff.unset': '(não definido)',
  'parameterDiff.noAccess':
    'Você não pode ler as definições de parâmetros: eles aparecem pela chave, com números na unidade padrão.',
} satisfies Record<keyof typeof zhCN, string>;
