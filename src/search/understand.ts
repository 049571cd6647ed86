import { escapeRegExp } from './keywords';
import type { LanguageWords } from './words';

/**
 * What a typed query asks for, before the engine looks anything up: whether it reads as a
 * question or a symptom, and its parts: the words that carry meaning (function words such as
 * "how", "the", 怎么 and 的 dropped), a saying of the language's synonyms kept together with
 * the names it stands for. The language's words come with its index file (words.ts).
 */
export interface QueryPart {
  /** the words as typed */
  text: string;
  /** the names the words stand for (synonyms), looked for beside them */
  names: readonly string[];
}

export interface UnderstoodQuery {
  /** it asks why, or says something does not work: the Questions page answers it */
  question: boolean;
  /** it asks how to do something ("how to …", 怎么…) and nothing more: a demo page shows how */
  task: boolean;
  parts: QueryPart[];
}

export const NO_WORDS: LanguageWords = {
  synonyms: [],
  question: [],
  notQuestion: [],
  task: [],
  stop: [],
};

/** Articles a saying's words may have between them as a visitor types it. */
const ARTICLES = ['a', 'an', 'the'];

interface Span {
  start: number;
  end: number;
  names: readonly string[];
}

/**
 * Where a phrase occurs in a lower-cased query: one that starts and ends with a Latin letter or
 * digit as whole words ("page size", "page-size", "pagesize", not inside "items_per_page"),
 * any other (Chinese, "?") anywhere.
 */
function finder(phrase: string): (query: string) => { start: number; end: number }[] {
  if (!/^[a-z0-9].*[a-z0-9]$|^[a-z0-9]$/.test(phrase)) {
    return (query) => {
      const found = [];
      for (let at = query.indexOf(phrase); at >= 0; at = query.indexOf(phrase, at + 1)) {
        found.push({ start: at, end: at + phrase.length });
      }
      return found;
    };
  }
  const words = phrase.split(/\s+/).map(escapeRegExp);
  // an article may come between the words ("jump to a page", "change the page size")
  const between = `(?:[\\s-]+(?:${ARTICLES.join('|')})(?=[\\s-]))?[\\s-]*`;
  // whole words only (no look-behind: Safari 15 has none)
  const pattern = new RegExp(`(^|[^\\w'])(${words.join(between)})(?=$|[^\\w'])`, 'g');
  return (query) =>
    [...query.matchAll(pattern)].map((match) => {
      const start = match.index! + match[1].length;
      return { start, end: start + match[2].length };
    });
}

/** Reads typed queries with one language's words (see UnderstoodQuery). */
export function queryReader(words: LanguageWords): (input: string) => UnderstoodQuery {
  const sayings = words.synonyms.flatMap(([say, names]) =>
    say.map((phrase) => ({ find: finder(phrase), names })),
  );
  const questions = words.question.map(finder);
  const notQuestions = words.notQuestion.map(finder);
  const tasks = words.task.map(finder);
  const latinStop = new Set(words.stop.filter((word) => /^[\w']+$/.test(word)));
  const otherStop = words.stop.filter((word) => !latinStop.has(word)).map(escapeRegExp);
  const cut = otherStop.length ? new RegExp(otherStop.join('|'), 'g') : null;

  /** The sayings in a query, longest first, none overlapping another. */
  const sayingsOf = (query: string): Span[] => {
    const all = sayings.flatMap(({ find, names }) =>
      find(query).map((span) => ({ ...span, names })),
    );
    all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    const kept: Span[] = [];
    for (const span of all) {
      if (kept.every((other) => span.end <= other.start || span.start >= other.end)) {
        kept.push(span);
      }
    }
    return kept.sort((a, b) => a.start - b.start);
  };

  /** The meaningful words of a stretch of the query. */
  const wordsOf = (text: string): string[] =>
    (cut ? text.replace(cut, ' ') : text)
      .split(/[^\p{L}\p{N}_.'-]+/u)
      .map((word) => word.replace(/^[.'-]+|[.'-]+$/g, ''))
      .filter((word) => word && !latinStop.has(word.toLowerCase()));

  return (input) => {
    const typed = input.trim();
    // lower case of the same length ('İ' and the like stay as they are), to find words in
    const query = [...typed]
      .map((char) => (char.toLowerCase().length === char.length ? char.toLowerCase() : char))
      .join('');
    // "how many items" asks for an amount and "how to …" for a task, not a question
    const taskSpans = tasks.flatMap((find) => find(query));
    const asked = [...notQuestions.flatMap((find) => find(query)), ...taskSpans]
      .reduce(
        (text, { start, end }) => text.slice(0, start) + ' '.repeat(end - start) + text.slice(end),
        query,
      );
    const question = questions.some((find) => find(asked).length > 0);
    const task = !question && taskSpans.length > 0;
    const parts: QueryPart[] = [];
    let at = 0;
    const plain = (from: number, to: number) => {
      for (const word of wordsOf(typed.slice(from, to))) parts.push({ text: word, names: [] });
    };
    for (const span of sayingsOf(query)) {
      plain(at, span.start);
      const text = wordsOf(typed.slice(span.start, span.end)).join(' ');
      // the same saying twice ("how many items per page") looks for its names once
      const last = parts[parts.length - 1];
      if (last?.names === span.names) last.text += ` ${text}`;
      else parts.push({ text, names: span.names });
      at = span.end;
    }
    plain(at, query.length);
    // a lone Chinese character left between function words (是怎么用的) says little on its own,
    // and a lone letter being typed ("per p") would look up every word that starts with it
    const meaningful = parts.filter((part) => !/^\p{L}$/u.test(part.text));
    if (meaningful.length) parts.splice(0, parts.length, ...meaningful);
    // a query of function words only ("how to") is searched as typed
    if (!parts.length && query) {
      for (const word of typed.split(/\s+/)) parts.push({ text: word, names: [] });
    }
    return { question, task, parts };
  };
}
