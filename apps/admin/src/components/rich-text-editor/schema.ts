import { type Extensions, Mark, mergeAttributes, Node } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { isAllowedUri, Link } from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';

/*
 * What the editor can hold: the server's allow-list (apps/server/src/lib/rich-text.ts) and no
 * more, so whatever is stored there opens here without losing anything, and anything pasted is
 * reduced to it before it reaches the server.
 */

/**
 * Images from the media library are shown through the staff file route while editing; the public
 * address rides along (see lib/rich-text-media.ts) and must survive the round trip.
 */
const mediaSource = {
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute('data-media-src'),
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes.mediaSrc ? { 'data-media-src': attributes.mediaSrc } : {},
};

/** An image inside a paragraph, as the previous editor inserted them and the site shows them. */
const InlineImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: { default: null },
      height: { default: null },
      mediaSrc: mediaSource,
    };
  },
}).configure({ inline: true });

/** An image with its caption: `<figure><img><figcaption>…</figcaption></figure>`. */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'inline*',
  draggable: true,
  isolating: true,

  addAttributes() {
    const fromImage = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => element.querySelector('img')?.getAttribute(name) ?? null,
    });
    return { src: fromImage('src'), alt: fromImage('alt'), mediaSrc: fromImage('data-media-src') };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        contentElement: 'figcaption',
        // A figure without an image is left for the other rules (its text becomes a paragraph).
        getAttrs: (element) => (element.querySelector('img[src]') ? null : false),
      },
    ];
  },

  renderHTML({ node }) {
    const { src, alt, mediaSrc } = node.attrs;
    return [
      'figure',
      ['img', mergeAttributes({ src, alt }, mediaSrc ? { 'data-media-src': mediaSrc } : {})],
      ['figcaption', 0],
    ];
  },
});

/** A link with its attributes in the order stored links have them, `href` first. */
const StoredLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const allowed = this.options.isAllowedUri(HTMLAttributes.href, {
      defaultValidate: (href) => isAllowedUri(href, this.options.protocols) !== null,
      protocols: this.options.protocols,
      defaultProtocol: this.options.defaultProtocol,
    });
    return ['a', { ...HTMLAttributes, href: allowed ? HTMLAttributes.href : '' }, 0];
  },
});

function textMark(name: string, tag: string) {
  return Mark.create({
    name,
    excludes: name === 'subscript' ? 'superscript' : 'subscript',
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });
}

export const editorExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // Stored content ends where its author ended it, often with a list.
    trailingNode: false,
    link: false,
  }),
  StoredLink.configure({
    openOnClick: false,
    autolink: false,
    // Links keep the target and rel they were written with; the server adds rel to new tabs.
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
  InlineImage,
  Figure,
  textMark('subscript', 'sub'),
  textMark('superscript', 'sup'),
  TableKit.configure({ table: { resizable: false } }),
];
