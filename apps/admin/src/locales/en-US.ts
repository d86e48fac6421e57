import account from './en-US/account.ts';
import blocks from './en-US/blocks.ts';
import business from './en-US/business.ts';
import common from './en-US/common.ts';
import content from './en-US/content.ts';
import dashboard from './en-US/dashboard.ts';
import fields from './en-US/fields.ts';
import form from './en-US/form.ts';
import header from './en-US/header.ts';
import history from './en-US/history.ts';
import inbox from './en-US/inbox.ts';
import menu from './en-US/menu.ts';
import notices from './en-US/notices.ts';
import pages from './en-US/pages.ts';
import productData from './en-US/product-data.ts';
import productViews from './en-US/product-views.ts';
import products from './en-US/products.ts';
import profiles from './en-US/profiles.ts';
import publication from './en-US/publication.ts';
import settings from './en-US/settings.ts';
import signInSecurity from './en-US/sign-in-security.ts';
import system from './en-US/system.ts';
import type zhCN from './zh-CN.ts';

/** Every English message; each area file is checked against its Chinese keys. */
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
} satisfies Record<keyof typeof zhCN, string>;
