import type zhCN from '../zh-CN/robots.ts';

export default {
  'robots.intro':
    'Avise um grupo do WeCom, DingTalk ou Feishu quando chegar uma mensagem, consulta de produto ou candidatura. O robô informa o tipo, o nome, a hora e um link para o back-office, nunca o que o visitante escreveu.',
  'robots.kind.contact': 'Mensagens',
  'robots.kind.product': 'Consultas de produto',
  'robots.kind.job': 'Candidaturas',
  'robots.updated': 'Atualizado em {time}',
  'robots.enabled': 'Ativado',
  'robots.platform': 'Plataforma',
  'robots.platform.wecom': 'WeCom',
  'robots.platform.dingtalk': 'DingTalk',
  'robots.platform.feishu': 'Feishu / Lark',
  'robots.url': 'Endereço do webhook',
  'robots.url.hint': 'O endereço nas configurações do robô do grupo, como {example}',
  'robots.secret': 'Segredo de assinatura',
  'robots.secret.hint': 'O segredo da configuração de “assinatura” do robô; deixe vazio para manter o salvo',
  'robots.secret.wecom': 'Robôs de grupo do WeCom não assinam: deixe vazio',
  'robots.secret.stored': 'Salvo: {masked}',
  'robots.secret.remove': 'Remover o segredo salvo',
  'robots.lang': 'Idioma das mensagens',
  'robots.saved': 'Salvo',
  'robots.test': 'Enviar mensagem de teste',
  'robots.test.delivered': 'A mensagem de teste chegou',
  'robots.test.failed': 'A mensagem de teste não chegou',
} satisfies Record<keyof typeof zhCN, string>;
