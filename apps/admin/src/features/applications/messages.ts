import { featureMessages } from '../../locales/feature-messages.ts';

/** Application areas: the back-office's texts of this content type. */
export default featureMessages({
  'zh-CN': {
    'menu.applications': '应用领域',
    'authority.resource.applications': '应用领域',
    'analysis.content.applications': '应用领域',
    'applications.new': '新建应用领域',
    'applications.edit': '编辑应用领域',
    'applications.relatedProducts': '相关产品',
    'applications.relatedProducts.placeholder': '输入名称或型号查找产品',
  },
  'zh-TW': {
    'menu.applications': '應用領域',
    'authority.resource.applications': '應用領域',
    'analysis.content.applications': '應用領域',
    'applications.new': '新增應用領域',
    'applications.edit': '編輯應用領域',
    'applications.relatedProducts': '相關產品',
    'applications.relatedProducts.placeholder': '輸入名稱或型號搜尋產品',
  },
  'en-US': {
    'menu.applications': 'Applications',
    'authority.resource.applications': 'Applications',
    'analysis.content.applications': 'Applications',
    'applications.new': 'New application',
    'applications.edit': 'Edit application',
    'applications.relatedProducts': 'Related products',
    'applications.relatedProducts.placeholder': 'Type a name or model to find products',
  },
  'pt-BR': {
    'menu.applications': 'Aplicações',
    'authority.resource.applications': 'Aplicações',
    'analysis.content.applications': 'Aplicações',
    'applications.new': 'Nova aplicação',
    'applications.edit': 'Editar aplicação',
    'applications.relatedProducts': 'Produtos relacionados',
    'applications.relatedProducts.placeholder': 'Digite um nome ou modelo para encontrar produtos',
  },
});
