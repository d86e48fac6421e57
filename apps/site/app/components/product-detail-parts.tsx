/* The detail page's parts that load after its first scripts, as one chunk (routes/product-detail.tsx). */
export { CompareControls } from './compare';
export { default as PartTable } from './part-table';
export { LifecycleDates, ProductLifecycle } from './product-lifecycle';
