import { renderRichText } from '@/lib/rich-text/render';

// The one way rich text reaches a page: rendered and sanitized on the server.
export function RichText({ source, className = '' }: { source: string; className?: string }) {
  return (
    <div
      className={`rich-text ${className}`}
      dangerouslySetInnerHTML={{ __html: renderRichText(source) }}
    />
  );
}
