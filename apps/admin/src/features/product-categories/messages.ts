import { featureMessages } from '../../locales/feature-messages.ts';

/** Product categories: the back-office's texts of this content type. */
export default featureMessages({
  'zh-CN': {
    'menu.productCategories': '产品分类',
    'authority.resource.product-categories': '产品分类',
    'categories.name': '分类名称',
    'categories.productCount': '产品数',
    'categories.new': '新建分类',
    'categories.edit': '编辑分类',
    'categories.hasProducts': '分类下还有产品，不能删除',
  },
  'zh-TW': {
    'menu.productCategories': '產品分類',
    'authority.resource.product-categories': '產品分類',
    'categories.name': '分類名稱',
    'categories.productCount': '產品數',
    'categories.new': '新增分類',
    'categories.edit': '編輯分類',
    'categories.hasProducts': '分類下還有產品，不能刪除',
  },
  'en-US': {
    'menu.productCategories': 'Product categories',
    'authority.resource.product-categories': 'Product categories',
    'categories.name': 'Category name',
    'categories.productCount': 'Products',
    'categories.new': 'New category',
    'categories.edit': 'Edit category',
    'categories.hasProducts': 'The category still has products and cannot be deleted',
  },
  'pt-BR': {
    'menu.productCategories': 'Categorias de produtos',
    'authority.resource.product-categories': 'Categorias de produtos',
    'categories.name': 'Nome da categoria',
    'categories.productCount': 'Produtos',
    'categories.new': 'Nova categoria',
    'categories.edit': 'Editar categoria',
    'categories.hasProducts': 'A categoria ainda tem produtos e não pode ser excluída',
  },
});
