import { VOCABULARY } from '@coresense/shared/i18n/vocabulary';
import type zhCN from '../zh-CN/product-data.ts';

export default {
  'parameters.new': 'Novo parâmetro',
  'parameters.edit': 'Editar parâmetro',
  'parameters.key': 'Chave',
  'parameters.key.hint':
    'Usada nos endereços de filtro (como p.supplyVoltage): letras e algarismos, começando por uma letra',
  'parameters.key.fixed': 'Produtos e categorias usam a chave; ela não pode mudar depois de criada',
  'parameters.key.pattern': 'Use só letras e algarismos, começando por uma letra (como supplyVoltage)',
  'parameters.keyword': 'Chave ou nome',
  'parameters.label': 'Nome',
  'parameters.label.zh_CN': 'Nome em chinês',
  'parameters.label.en_US': 'Nome em inglês',
  'parameters.type': 'Tipo',
  'parameters.type.number': 'Número',
  'parameters.type.enum': 'Opções',
  'parameters.type.boolean': 'Sim/não',
  'parameters.type.number.hint':
    'Um valor ou uma faixa (como 1,71–3,6 V), guardado na unidade canônica abaixo',
  'parameters.type.enum.hint':
    'Uma das opções listadas abaixo; o valor da opção é o mesmo em todos os idiomas, o nome é traduzido',
  'parameters.type.boolean.hint': 'Sim ou não, como “tem FIFO”',
  'parameters.unit': 'Unidade canônica',
  'parameters.unit.hint':
    'Os valores são convertidos para esta unidade e guardados sem prefixo SI (A, não mA); categorias que compartilham uma chave compartilham a unidade',
  'parameters.options': 'Opções',
  'parameters.options.hint':
    'Os valores das opções aparecem nos endereços de filtro: melhor não mudá-los depois de criados',
  'parameters.option.value': 'Valor',
  'parameters.option.pattern':
    'Use só letras minúsculas, algarismos e . _ -, começando por uma letra ou um algarismo',
  'parameters.usedBy': 'Em uso',
  'parameters.usedBy.counts': '{categories} categorias · {products} produtos',
  'categories.parameters': 'Parâmetros',
  'categories.parameters.hint':
    'Os parâmetros que descrevem os produtos da categoria, mostrados nesta ordem nas páginas de produto e no painel de filtros',
  'categories.parameters.add': 'Adicionar um parâmetro…',
  'categories.parameters.none': 'Nenhum parâmetro escolhido ainda',
  'categories.parameters.noAccess': 'Adicionar parâmetros exige permissão para ver os parâmetros de produtos',
  'products.status': 'Ciclo de vida',
  'products.status.preview': VOCABULARY['pt-BR'].status.preview,
  'products.status.active': VOCABULARY['pt-BR'].status.active,
  'products.status.nrnd': VOCABULARY['pt-BR'].status.nrnd,
  'products.status.lifebuy': VOCABULARY['pt-BR'].status.lifebuy,
  'products.status.obsolete': VOCABULARY['pt-BR'].status.obsolete,
  'products.status.preview.help':
    'Há amostras; a especificação ainda pode mudar. Ainda não está em produção em volume.',
  'products.status.active.help': 'Em produção e recomendado para novos projetos.',
  'products.status.nrnd.help':
    'Ainda fabricado para clientes atuais, mas não recomendado para novos projetos: use um substituto.',
  'products.status.lifebuy.help':
    'A produção está acabando: pedidos são aceitos até a data da última compra, depois não mais.',
  'products.status.obsolete.help': 'Não é mais fabricado nem vendido: escolha um substituto.',
  'products.replacements': 'Produtos substitutos',
  'products.replacements.hint':
    'Para produtos não recomendados para novos projetos, em última compra ou obsoletos, o site leva a estes produtos',
  'products.replacements.placeholder': 'Procure produtos por nome ou modelo',
  'products.replacements.missing':
    'Os visitantes precisam saber o que usar no lugar: escolha ao menos um substituto',
  'products.parameters': 'Parâmetros',
  'products.parameters.hint':
    'Os parâmetros da categoria (escolhidos em Categorias de produtos); digite números com qualquer prefixo SI: 1.8 µA, 500 mA, 1.71–3.6 V, -40 to 85',
  'products.parameters.numberPlaceholder': 'como {examples}',
  'products.parameters.savedAs': 'Guardado como {canonical} (mostrado como {display})',
  'products.parameters.unreadable':
    'Não foi possível ler: digite um número ou uma faixa, com prefixo SI opcional (p n µ m k M G) e a unidade {unit}, como 1.71–3.6 (com ponto decimal)',
  'products.parameters.wrongUnit': 'Unidade errada: este parâmetro é em {unit}, não em {found}',
  'products.parameters.unset': 'Não informado: ligue ou desligue a chave para informar',
  'products.parameters.choose': 'Escolha',
  'products.parameters.chooseCategory':
    'Escolha primeiro a categoria do produto: os parâmetros dela aparecem aqui',
  'products.parameters.none': 'A categoria ainda não tem parâmetros.',
  'products.parameters.chooseThem': 'Escolher os parâmetros da categoria',
  'products.parameters.noAccess':
    'Sua função não pode ver as definições de parâmetros (parâmetros de produtos: ver), por isso não aparecem aqui; salvar mantém os valores como estão.',
  'products.parts': 'Peças para pedido',
  'products.parts.partNumber': 'Código da peça',
  'products.parts.package': 'Encapsulamento',
  'products.parts.pins': 'Pinos',
  'products.parts.packageQty': 'Qtd. por embalagem',
  'products.parts.tempMin': 'Temp. mín. °C',
  'products.parts.tempMax': 'Temp. máx. °C',
  'products.parts.marking': 'Marcação',
  'products.lastOrderDate': 'Data do último pedido',
  'products.lastShipDate': 'Data do último envio',
} satisfies Record<keyof typeof zhCN, string>;
