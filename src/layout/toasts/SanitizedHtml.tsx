// A toast's markup, sanitised by DOMPurify: its own chunk, loaded only for a message that carries markup.
import DOMPurify from 'dompurify';

export default function SanitizedHtml({ html }: { readonly html: string }) {
  return <span dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
