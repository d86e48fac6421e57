/** The address of each language's texts (vite.config.ts). */
declare module 'virtual:site-messages' {
  const addresses: Record<import('@coresense/shared/lang').Lang, string>;
  export default addresses;
}
