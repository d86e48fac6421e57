/** HTML written in the back-office; the server sanitises it before storing (contract §1). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rich text before storing it
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
