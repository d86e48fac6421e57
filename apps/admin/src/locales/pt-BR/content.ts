import type zhCN from '../zh-CN/content.ts';

export default {
  'content.title': 'Título',
  'content.summary': 'Resumo',
  'content.cover': 'Imagem de capa',
  'content.body': 'Conteúdo',
  'distributors.new': 'Novo distribuidor',
  'distributors.edit': 'Editar distribuidor',
  'distributors.regions': 'Regiões',
  'distributors.website': 'Site',
  'distributors.partSearchUrl': 'Endereço de busca de peças',
  'distributors.logo': 'Logotipo',
} satisfies Record<keyof typeof zhCN, string>;
