import { Window } from 'happy-dom';

/*
 * The back-office's editor without a browser: the same extensions and the same HTML output as in
 * the form, over happy-dom's document, for tests that run many texts through it.
 */

const window = new Window({ url: 'http://localhost/admin/' });
Object.assign(globalThis, {
  window,
  document: window.document,
  DOMParser: window.DOMParser,
  Node: window.Node,
  HTMLElement: window.HTMLElement,
  ClipboardEvent: window.ClipboardEvent,
  getComputedStyle: window.getComputedStyle.bind(window),
});
export const document = window.document as unknown as Document;

const { Editor } = await import('@tiptap/core');
const { editorExtensions } = await import('../src/components/rich-text-editor/schema.ts');
const { storedHtml } = await import('../src/components/rich-text-editor/stored-html.ts');
const { pasteCleanup } = await import('../src/components/rich-text-editor/paste.ts');

/** What the form receives after the editor opened `html` and nobody typed. */
export function openAndSave(html: string): string {
  const editor = new Editor({ extensions: editorExtensions, content: html });
  try {
    return storedHtml(editor.state.doc, editor.schema, document);
  } finally {
    editor.destroy();
  }
}

/** What the form receives after a clipboard's HTML, or else its text, was pasted into an empty editor. */
export function paste(clipboard: { html: string } | { text: string }): string {
  const editor = new Editor({ extensions: editorExtensions, editorProps: pasteCleanup });
  try {
    if ('html' in clipboard) editor.view.pasteHTML(clipboard.html);
    else editor.view.pasteText(clipboard.text);
    return storedHtml(editor.state.doc, editor.schema, document);
  } finally {
    editor.destroy();
  }
}
