import type zhCN from '../zh-CN/content.ts';

export default {
  'content.title': 'Título',
  'content.summary': 'Resumo',
  'content.cover': 'Imagem de capa',
  'content.body': 'Conteúdo',
} satisfies Record<keyof typeof zhCN, string>;
