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

/** Where the editor shows a new upload (`src`) and the public address it keeps (`mediaSrc`). */
export function editorImageSource(mediaUrl: string): { src: string; mediaSrc: string | null } {
  const id = /^\/media\/(\d+)\//.exec(mediaUrl)?.[1];
  return id ? { src: staffFileUrl(id), mediaSrc: mediaUrl } : { src: mediaUrl, mediaSrc: null };
}
