import { type Extensions, Mark, Node } from '@tiptap/core';
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

/**
 * An image with its caption: `<figure><img><figcaption>…</figcaption></figure>`. The caption is a
 * node of its own, so that heading and list commands, and Enter, cannot turn it into another
 * block and take the image with it.
 */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'figcaption',
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
        // A figure without an image is left to the other rules (its text becomes a paragraph).
        getAttrs: (element) => (element.querySelector('img[src]') ? null : false),
        // The image is the figure's attributes; only the caption is content.
        contentElement: (element) =>
          element.querySelector('figcaption') ?? element.ownerDocument.createElement('figcaption'),
      },
    ];
  },

  // The caption comes after the image, inside the same element: a spec cannot put a content
  // hole beside another child, so the elements are made by hand.
  renderHTML({ node }) {
    const figure = figureWithImage(node.attrs);
    return { dom: figure, contentDOM: figure };
  },

  // While editing, the caption's element has a holder of its own: ProseMirror removes whatever
  // else it finds among a node's content.
  addNodeView() {
    return ({ node }) => {
      const figure = figureWithImage(node.attrs);
      const caption = document.createElement('div');
      figure.append(caption);
      return { dom: figure, contentDOM: caption };
    };
  },
});

function figureWithImage(attrs: Record<string, string | null>): HTMLElement {
  const figure = document.createElement('figure');
  const image = document.createElement('img');
  for (const [name, value] of Object.entries({
    src: attrs.src,
    alt: attrs.alt,
    'data-media-src': attrs.mediaSrc,
  })) {
    if (value) image.setAttribute(name, value);
  }
  figure.append(image);
  return figure;
}

const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: () => ['figcaption', 0],
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
  Figcaption,
  textMark('subscript', 'sub'),
  textMark('superscript', 'sup'),
  TableKit.configure({ table: { resizable: false } }),
];
