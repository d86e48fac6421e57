import { staffFileUrl } from './upload.ts';

/*
 * Images inside rich text point at `/media/<id>/<name>`, which serves only files that published
 * content uses. While editing, they are shown through the staff file route instead, and the
 * public address rides along in `data-media-src` to be put back when the HTML leaves the editor.
 */

const MEDIA_IMG = /<img\b([^>]*?)\ssrc="(\/media\/(\d+)\/[^"]*)"/gi;

export function toEditorHtml(html: string): string {
  return html.replace(MEDIA_IMG, (_tag, before: string, src: string, id: string) => {
    return `<img${before} src="${staffFileUrl(id)}" data-media-src="${src}"`;
  });
}

export function fromEditorHtml(html: string): string {
  return html.replace(/<img\b[^>]*\sdata-media-src="([^"]*)"[^>]*>/gi, (tag, mediaSrc: string) =>
    tag.replace(/\sdata-media-src="[^"]*"/i, '').replace(/\ssrc="[^"]*"/i, ` src="${mediaSrc}"`),
  );
}

/** What the editor inserts for a new upload: the preview to see it, the public address to keep. */
export function editorImage(mediaUrl: string, alt: string): string {
  const escapeAttribute = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const id = /^\/media\/(\d+)\//.exec(mediaUrl)?.[1];
  const src = id ? staffFileUrl(id) : mediaUrl;
  return `<img src="${escapeAttribute(src)}" data-media-src="${escapeAttribute(mediaUrl)}" alt="${escapeAttribute(alt)}">`;
}
