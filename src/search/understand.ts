import { escapeRegExp } from './keywords';
import type { LanguageWords } from './words';

/** What a typed query asks for: its meaningful parts, and whether it reads as a question or a task. */
export interface QueryPart {
  text: string;
  /** the names the words stand for (synonyms) */
  names: readonly string[];
}

export interface UnderstoodQuery {
  /** it asks why, or says something does not work */
  question: boolean;
  /** it asks how to do something and nothing more */
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

const ARTICLES = ['a', 'an', 'the'];

interface Span {
  start: number;
  end: number;
  names: readonly string[];
}

/** Where a phrase occurs: Latin phrases as whole words ("page-size", "pagesize"), others anywhere. */
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
  const between = `(?:[\\s-]+(?:${ARTICLES.join('|')})(?=[\\s-]))?[\\s-]*`;
  // no look-behind: Safari 15 has none
  const pattern = new RegExp(`(^|[^\\w'])(${words.join(between)})(?=$|[^\\w'])`, 'g');
  return (query) =>
    [...query.matchAll(pattern)].map((match) => {
      const start = match.index! + match[1].length;
      return { start, end: start + match[2].length };
    });
}

export function queryReader(words: LanguageWords): (input: string) => UnderstoodQuery {
  const sayings = words.synonyms.flatMap(([say, names]) => say.map((phrase) => ({ find: finder(phrase), names })));
  const questions = words.question.map(finder);
  const notQuestions = words.notQuestion.map(finder);
  const tasks = words.task.map(finder);
  const latinStop = new Set(words.stop.filter((word) => /^[\w']+$/.test(word)));
  const otherStop = words.stop.filter((word) => !latinStop.has(word)).map(escapeRegExp);
  const cut = otherStop.length ? new RegExp(otherStop.join('|'), 'g') : null;

  const sayingsOf = (query: string): Span[] => {
    const all = sayings.flatMap(({ find, names }) => find(query).map((span) => ({ ...span, names })));
    all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    const kept: Span[] = [];
    for (const span of all) {
      if (kept.every((other) => span.end <= other.start || span.start >= other.end)) {
        kept.push(span);
      }
    }
    return kept.sort((a, b) => a.start - b.start);
  };

  const wordsOf = (text: string): string[] =>
    (cut ? text.replace(cut, ' ') : text)
      .split(/[^\p{L}\p{N}_.'-]+/u)
      .map((word) => word.replace(/^[.'-]+|[.'-]+$/g, ''))
      .filter((word) => word && !latinStop.has(word.toLowerCase()));

  return (input) => {
    const typed = input.trim();
    const query = [...typed]
      .map((char) => (char.toLowerCase().length === char.length ? char.toLowerCase() : char))
      .join('');
    const taskSpans = tasks.flatMap((find) => find(query));
    const asked = [...notQuestions.flatMap((find) => find(query)), ...taskSpans].reduce(
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
      const last = parts[parts.length - 1];
      if (last?.names === span.names) last.text += ` ${text}`;
      else parts.push({ text, names: span.names });
      at = span.end;
    }
    plain(at, query.length);
    // a lone letter says little (是怎么用的, a half-typed "per p")
    const meaningful = parts.filter((part) => !/^\p{L}$/u.test(part.text));
    if (meaningful.length) parts.splice(0, parts.length, ...meaningful);
    if (!parts.length && query) {
      for (const word of typed.split(/\s+/)) parts.push({ text: word, names: [] });
    }
    return { question, task, parts };
  };
}
