import { featureMessages } from '../../locales/feature-messages.ts';

/** The texts of the distributors' list and editor (contract §13), in their own chunk (`pageTexts`). */
export const DISTRIBUTOR_TEXTS = featureMessages({
  'zh-CN': {
    'distributors.region.cn': '中国大陆',
    'distributors.region.apac': '亚太',
    'distributors.region.emea': '欧洲、中东和非洲',
    'distributors.region.americas': '美洲',
    'distributors.partSearchUrl.hint':
      '以 https:// 开头，在料号的位置写 {partNumber}，例如 https://www.example.com/search?q={partNumber}。产品页的每个料号都链接到这里。',
    'distributors.contact': '电话 / 邮箱',
  },
  'zh-TW': {
    'distributors.region.cn': '中國大陸',
    'distributors.region.apac': '亞太',
    'distributors.region.emea': '歐洲、中東和非洲',
    'distributors.region.americas': '美洲',
    'distributors.partSearchUrl.hint':
      '以 https:// 開頭，在料號的位置寫 {partNumber}，例如 https://www.example.com/search?q={partNumber}。產品頁的每個料號都連結到這裡。',
    'distributors.contact': '電話 / 郵箱',
  },
  'en-US': {
    'distributors.region.cn': 'China',
    'distributors.region.apac': 'Asia-Pacific',
    'distributors.region.emea': 'Europe, Middle East and Africa',
    'distributors.region.americas': 'Americas',
    'distributors.partSearchUrl.hint':
      'Starts with https:// and has {partNumber} where the part number goes, e.g. https://www.example.com/search?q={partNumber}. Every part on the product pages links to it.',
    'distributors.contact': 'Phone / email',
  },
  'pt-BR': {
    'distributors.region.cn': 'China',
    'distributors.region.apac': 'Ásia-Pacífico',
    'distributors.region.emea': 'Europa, Oriente Médio e África',
    'distributors.region.americas': 'Américas',
    'distributors.partSearchUrl.hint':
      'Começa com https:// e tem {partNumber} onde vai o número da peça, por exemplo https://www.example.com/search?q={partNumber}. Cada peça nas páginas de produto leva a ele.',
    'distributors.contact': 'Telefone / e-mail',
  },
});
