/**
 * Where a record opens in the back-office: the product editor, a page block's editor, or a
 * list's drawer through `?open=`.
 */
export function editorPath(resource: string, id: number | string): string {
  if (resource === 'products') return `/admin/products/${id}`;
  if (resource === 'blocks') return `/admin/pages/${id === 'productPage' ? 'product-page' : id}`;
  return `/admin/${resource}?open=${id}`;
}
