// A policy lives in messages as structured text (Legal.<page>.sections), because check-messages
// only accepts strings in objects: ordered keys stand in for arrays, and the section keys double
// as anchors for the table of contents, the same in every language.
export type Strings = Record<string, string>;

export type PolicyTable = {
  caption: string;
  head: Strings;
  rows: Record<string, Strings>;
};

export type PolicySection = {
  heading: string;
  /** Paragraphs before the list. */
  text?: Strings;
  list?: Strings;
  table?: PolicyTable;
  /** Paragraphs after the list or table. */
  note?: Strings;
};

export type PolicySections = Record<string, PolicySection>;

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/;

/** Splits a text into plain parts and e-mail addresses (odd indexes), to render as mailto links. */
export function splitEmails(text: string): string[] {
  return text.split(EMAIL);
}
