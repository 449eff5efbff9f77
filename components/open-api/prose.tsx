// The reference's texts mark code with backticks, as Markdown does (the OpenAPI document's
// descriptions are CommonMark): here they become <code> elements, and nothing else of a text
// is read as markup.

/** A text with its `code` spans as <code>. */
export function Prose({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** A text without its backticks, for a page's title and description. */
export const plain = (text: string) => text.replaceAll('`', '');
