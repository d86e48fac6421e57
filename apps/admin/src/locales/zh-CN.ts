import account from './zh-CN/account.ts';
import blocks from './zh-CN/blocks.ts';
import business from './zh-CN/business.ts';
import common from './zh-CN/common.ts';
import content from './zh-CN/content.ts';
import dashboard from './zh-CN/dashboard.ts';
import fields from './zh-CN/fields.ts';
import form from './zh-CN/form.ts';
import header from './zh-CN/header.ts';
import history from './zh-CN/history.ts';
import inbox from './zh-CN/inbox.ts';
import menu from './zh-CN/menu.ts';
import notices from './zh-CN/notices.ts';
import pages from './zh-CN/pages.ts';
import productData from './zh-CN/product-data.ts';
import productViews from './zh-CN/product-views.ts';
import products from './zh-CN/products.ts';
import profiles from './zh-CN/profiles.ts';
import publication from './zh-CN/publication.ts';
import settings from './zh-CN/settings.ts';
import signInSecurity from './zh-CN/sign-in-security.ts';
import system from './zh-CN/system.ts';

/** Every Chinese message, one file per area (ant-design-pro `src/locales/zh-CN/*.ts`). */
export default {
  ...menu,
  ...common,
  ...pages,
  ...products,
  ...productData,
  ...content,
  ...blocks,
  ...inbox,
  ...system,
  ...business,
  ...signInSecurity,
  ...form,
  ...settings,
  ...account,
  ...header,
  ...productViews,
  ...dashboard,
  ...notices,
  ...profiles,
  ...history,
  ...publication,
  ...fields,
};
