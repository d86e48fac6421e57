/*
 * What Word and PDF viewers put on the clipboard, reduced before the editor's schema sees it.
 * The schema already drops unknown elements and every style and class; what it cannot know is
 * that Word writes list bullets and numbers as text in spans it marks `mso-list:Ignore`, and
 * that a PDF's text arrives broken at the end of every printed line.
 */

/** The editor's clipboard props: what it does with HTML and with plain text before parsing. */
export const pasteCleanup = {
  transformPastedHTML: (html: string) => cleanPastedHtml(html, document),
  transformPastedText: (text: string) => joinPdfLines(text),
};

const WORD_ONLY = 'style, meta, link, xml, title';

export function cleanPastedHtml(html: string, document: Document): string {
  const template = document.createElement('template');
  // Word's conditional comments wrap its list markers and its own picture fallbacks.
  template.innerHTML = html.replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '');
  const root = template.content;
  for (const element of root.querySelectorAll(WORD_ONLY)) element.remove();
  // Office's own elements (`<o:p>`, `<v:shape>`, `<w:…>`) hold nothing a reader sees.
  for (const element of root.querySelectorAll('*')) {
    if (element.tagName.includes(':')) element.remove();
  }
  for (const element of root.querySelectorAll('[style]')) {
    const style = element.getAttribute('style') ?? '';
    if (/mso-list\s*:\s*ignore/i.test(style)) element.remove();
    else element.removeAttribute('style');
  }
  for (const element of root.querySelectorAll('[class]')) {
    if (/^mso|^x_mso/i.test(element.getAttribute('class') ?? '')) element.removeAttribute('class');
  }
  return template.innerHTML;
}

const SENTENCE_END = /[.!?:;。！？：；]["'”’)）]?$/u;
const CJK = /[\u3000-\u9fff\uff00-\uffef]/u;

/**
 * Plain text as a PDF viewer copies it: a line break ends a paragraph only after a blank line or
 * a sentence's end; other breaks are where the page ran out of width. Hyphens that split a word
 * at a line's end are joined; CJK lines join without a space.
 */
export function joinPdfLines(text: string): string {
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  return paragraphs
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .reduce((joined, line) => {
          if (!joined) return line;
          if (SENTENCE_END.test(joined)) return `${joined}\n${line}`;
          if (/[a-z]-$/.test(joined) && /^[a-z]/.test(line)) return joined.slice(0, -1) + line;
          const cjk = CJK.test(joined.slice(-1)) || CJK.test(line[0] ?? '');
          return joined + (cjk ? '' : ' ') + line;
        }, ''),
    )
    .filter(Boolean)
    .join('\n\n');
}
