import { DOMSerializer, type Node, type Schema } from '@tiptap/pm/model';

/*
 * The HTML the editor hands to the form: the markup the site has always stored, so that opening
 * a text and saving it untouched changes nothing. ProseMirror wraps every list item's and table
 * cell's text in a paragraph, keeps header rows in the body and sizes tables with inline styles;
 * stored content has none of that.
 */

const SINGLE_PARAGRAPH_HOLDERS = 'li, td, th';

export function storedHtml(doc: Node, schema: Schema, document: Document): string {
  if (doc.childCount === 1 && doc.firstChild?.isTextblock && doc.firstChild.childCount === 0) return '';
  const holder = document.createElement('div');
  holder.append(DOMSerializer.fromSchema(schema).serializeFragment(doc.content, { document }));

  for (const element of holder.querySelectorAll(SINGLE_PARAGRAPH_HOLDERS)) {
    const only = element.children.length === 1 && element.firstElementChild;
    if (only && only.tagName === 'P' && !only.attributes.length && element.childNodes.length === 1) {
      only.replaceWith(...only.childNodes);
    }
  }
  // The server drops every style; table widths come from the site's stylesheet.
  for (const styled of holder.querySelectorAll('[style]')) styled.removeAttribute('style');
  for (const colgroup of holder.querySelectorAll('colgroup')) colgroup.remove();
  for (const table of holder.querySelectorAll('table')) moveHeaderRowToHead(table, document);
  return holder.innerHTML;
}

/** A first row of header cells is the table's head, as screen readers and the site expect. */
function moveHeaderRowToHead(table: HTMLTableElement, document: Document) {
  const body = table.querySelector('tbody');
  const first = body?.firstElementChild;
  if (!body || !first || first.querySelector('td') || table.querySelector('thead')) return;
  const head = document.createElement('thead');
  head.append(first);
  table.insertBefore(head, body);
  if (!body.children.length) body.remove();
}
