/**
 * The words of a prompt as compromise reads them: each with its tags (noun, plural, number, …), its singular,
 * and whether punctuation after it ends a clause.
 */
import nlp from 'compromise';

export interface Word {
  text: string;
  singular: string;
  plural: boolean;
  tags: Set<string>;
  /** Punctuation after it ends a clause. */
  ends: boolean;
}

interface TermJson {
  terms: Array<{ normal: string; tags: string[]; post: string }>;
}

function singularOf(text: string): string {
  const doc = nlp(text);
  // Told it is a plural, compromise finds the singular even of words it reads otherwise ("leaves" → "leaf").
  doc.tag('Plural');
  return doc.nouns().toSingular().text().trim() || text;
}

export function wordsOf(prompt: string): Word[] {
  const terms = (nlp(prompt).terms().json() as TermJson[]).map((t) => t.terms[0]);
  const words = terms
    .filter((t) => t.normal)
    .flatMap((t) =>
      // compromise keeps "fish/leaves" as one slashed term: each part is a word of its own here.
      t.normal.split(/[/]/).map((text, i, parts) => {
        const tags = new Set<string>(t.tags);
        const ends = i === parts.length - 1 && /[,.;:!?]/.test(t.post);
        return { text, singular: text, plural: false, tags, ends };
      }),
    );
  words.forEach((word, i) => {
    // "a man fishing", "a puppy playing": compromise may read the -ing word after a noun as a noun too.
    if (/ing$/.test(word.text) && word.text.length > 5 && words[i - 1]?.tags.has('Noun'))
      word.tags.add('Gerund');
    // "trees and flowers": compromise may read the plural as a verb ("it flowers"); where a noun phrase
    // starts (after an article, number, adjective or "and", not after a noun) it is taken as the plural.
    const before = words[i - 1]?.tags;
    const nounPlace = !before || !before.has('Noun');
    const verbPlural = word.tags.has('PresentTense') && /[^s]s$/.test(word.text) && nounPlace;
    if (word.tags.has('Plural') || verbPlural) {
      word.singular = singularOf(word.text);
      word.plural = word.singular !== word.text || word.tags.has('Plural');
      if (verbPlural) word.tags.add('Noun');
    }
  });
  return words;
}

export function countOf(word: Word): number | undefined {
  if (!word.tags.has('Value')) return undefined;
  const n = /^\d+$/.test(word.text) ? Number(word.text) : (nlp(word.text).numbers().get() as number[])[0];
  return typeof n === 'number' && Number.isFinite(n) && n >= 1 ? Math.round(n) : undefined;
}
