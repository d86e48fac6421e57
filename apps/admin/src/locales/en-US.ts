import account from './en-US/account.ts';
import blocks from './en-US/blocks.ts';
import business from './en-US/business.ts';
import common from './en-US/common.ts';
import content from './en-US/content.ts';
import dashboard from './en-US/dashboard.ts';
import header from './en-US/header.ts';
import inbox from './en-US/inbox.ts';
import menu from './en-US/menu.ts';
import pages from './en-US/pages.ts';
import productViews from './en-US/product-views.ts';
import products from './en-US/products.ts';
import profiles from './en-US/profiles.ts';
import system from './en-US/system.ts';

/** Every English message; each area file is checked against its Chinese keys. */
export default {
  ...menu,
  ...common,
  ...pages,
  ...products,
  ...content,
  ...blocks,
  ...inbox,
  ...system,
  ...business,
  ...account,
  ...header,
  ...productViews,
  ...dashboard,
  ...profiles,
};
