import type { Marked } from '@/lib/search/types';

/** Highlighted text from the search API: matched pieces in <mark>, the rest as text. */
export function MarkedText({ parts }: { parts: Marked }) {
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
