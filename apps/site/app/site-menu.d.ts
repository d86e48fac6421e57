/** The header menu and the footer's quick links, built from the route table (vite.config.ts). */
declare module 'virtual:site-menu' {
  export const MENU: import('./lib/menu').MenuEntry[];
  export const QUICK_LINKS: import('./lib/menu').MenuLink[];
}
