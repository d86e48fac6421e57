import type zhCN from '../zh-CN/header.ts';

export default {
  'menu.help': 'Ajuda',
  'menu.exception.trigger': 'Disparar erro',
  'search.open': 'Pesquisar',
  'search.placeholder': 'Pesquisar produtos, notícias, vagas, membros, contratos, consultas',
  'search.empty': 'Nada encontrado',
  'search.searching': 'Pesquisando…',
  'layout.help': 'Ajuda',
  'layout.triggerError': 'Disparar erro',
  'exception.trigger.title': 'Disparar erro',
  'exception.trigger.description':
    'O botão abaixo faz esta página lançar um erro enquanto é desenhada: o painel mostra a página de erro 500 no lugar dela, e o menu e todas as outras páginas continuam funcionando.',
  'exception.trigger.button': 'Disparar erro',
  'help.title': 'Como usar o painel',
  'help.subtitle': 'O trabalho do dia a dia em poucos minutos.',
  'help.edit.title': 'Editar conteúdo',
  'help.edit.body':
    'Produtos, notícias, exposições, vagas e os demais conteúdos ficam em Conteúdo; os textos de páginas como os banners da página inicial, Sobre nós e Contato ficam em Páginas. Cada registro tem uma aba em chinês e outra em inglês: escreva as duas, ou copie um idioma para o outro e traduza. Salvar aplica a alteração.',
  'help.publish.title': 'Publicar',
  'help.publish.body':
    'Um registro aparece no site quando seu status é Publicado e ele está escrito no idioma do visitante; um idioma deixado em branco não é publicado. As listas ativam ou desativam um registro diretamente, e Ver no site abre sua página pública. O site mostra uma alteração salva na hora.',
  'help.enquiries.title': 'Responder consultas',
  'help.enquiries.body':
    'O sino no cabeçalho conta as consultas novas. Abrir uma na Caixa de consultas a marca como lida; responda ao remetente por e-mail ou telefone, anote o que foi feito e marque-a como Tratada. Exportar CSV baixa a lista filtrada.',
  'help.staff.title': 'Equipe e funções',
  'help.staff.body':
    'Em Sistema, as Funções reúnem permissões (ler ou escrever cada área) e a Equipe são as pessoas que entram no painel, cada uma com uma ou mais funções. Cada pessoa vê só as áreas que suas funções permitem. O Registro de auditoria guarda quem alterou o quê.',
  'help.search.title': 'Encontrar um registro',
  'help.search.body':
    'A lupa no cabeçalho encontra produtos (por nome ou modelo), notícias, vagas, membros, contratos (por número) e consultas (por nome ou e-mail), apenas os que você pode ler; escolha com as setas e tecle Enter para abrir.',
  'help.site.title': 'O site público',
  'help.site.body': 'O site fica em {site}; o globo no cabeçalho o abre. Ele está em chinês e inglês.',
  'help.openSite': 'Abrir o site',
} satisfies Record<keyof typeof zhCN, string>;
