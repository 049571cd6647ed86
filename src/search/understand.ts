import { escapeRegExp } from './keywords';
import { SYNONYMS, type SynonymGroup } from './synonyms';

/**
 * What a typed query asks for, before the engine looks anything up: whether it reads as a
 * question or a symptom, and its parts: the words that carry meaning (function words such as
 * "how", "the", 怎么 and 的 dropped), a saying of SYNONYMS kept together with the names it
 * stands for.
 */
export interface QueryPart {
  /** the words as typed */
  text: string;
  /** the names the words stand for (SYNONYMS), looked for beside them */
  names: readonly string[];
}

export interface UnderstoodQuery {
  /** it asks how or why, or says something does not work: the Questions page answers it */
  question: boolean;
  parts: QueryPart[];
}

/** Words that make a query a question or a symptom report, in English. */
const QUESTION_EN =
  /(^|[^a-z])(how(?! many| much)|why|what|should|can't|cannot|does|doesn't|don't|isn't|not|never|or|error|warning|wrong|broken|bug|issues?|problem|fails?|mess|unwanted)($|[^a-z])/;
/** The same in Chinese: 怎么, 为什么, 不显示, 无效, … */
const QUESTION_ZH =
  /怎么|怎样|如何|为什么|为何|是否|吗|呢|还是|不显示|不生效|无效|不能|没有|不会|报错|警告|问题|[?？]/;

/** English words that carry no meaning for search; dropped unless nothing else is left. */
const STOP_EN = new Set(
  (
    'a an the to of in on for with by as at and or is are was be been it its this that these ' +
    'those my i me we you your how why what when where which who can could should would will ' +
    "do does did doesn doesn't don don't not no t s there when only all any some too also " +
    'want need get got use using used work works working way instead after before into from ' +
    'please help give gives'
  ).split(' '),
);
/** Chinese function words, cut out of a run of characters like spaces. */
const STOP_ZH = [
  '怎么办',
  '怎么',
  '怎样',
  '如何',
  '为什么',
  '为何',
  '是否',
  '可以',
  '还是',
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '是',
];
const STOP_ZH_PATTERN = new RegExp(STOP_ZH.join('|'), 'g');

const HAN = /\p{Script=Han}/u;
// "page size", "page-size", "pagesize"; not "items_per_page", which is a name
const LATIN_SEPARATOR = '[\\s-]*';

interface Span {
  start: number;
  end: number;
  group: SynonymGroup;
}

/** Each saying with how to find it: Chinese anywhere, English as whole words. */
const SAYINGS = SYNONYMS.flatMap((group) =>
  group.say.map((say) => {
    if (HAN.test(say)) return { group, say, pattern: null };
    const words = say.split(/\s+/).map(escapeRegExp);
    // whole words only (no look-behind: Safari 15 has none)
    const pattern = new RegExp(`(^|[^\\w])(${words.join(LATIN_SEPARATOR)})(?=$|[^\\w])`, 'g');
    return { group, say, pattern };
  }),
);

/** Where a saying occurs in the (lower-cased) query. */
function spansOf(query: string, { group, say, pattern }: (typeof SAYINGS)[number]): Span[] {
  const spans: Span[] = [];
  if (!pattern) {
    for (let at = query.indexOf(say); at >= 0; at = query.indexOf(say, at + say.length)) {
      spans.push({ start: at, end: at + say.length, group });
    }
    return spans;
  }
  for (const match of query.matchAll(pattern)) {
    const start = match.index! + match[1].length;
    spans.push({ start, end: start + match[2].length, group });
  }
  return spans;
}

/** The sayings in a query, longest first, none overlapping another. */
function sayingsOf(query: string): Span[] {
  const all = SAYINGS.flatMap((saying) => spansOf(query, saying));
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Span[] = [];
  for (const span of all) {
    if (kept.every((other) => span.end <= other.start || span.start >= other.end)) kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The meaningful words of a stretch of the query without a saying. */
function wordsOf(text: string): string[] {
  return text
    .replace(STOP_ZH_PATTERN, ' ')
    .split(/[^\p{L}\p{N}_.'-]+/u)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter((word) => word && !STOP_EN.has(word.toLowerCase()));
}

/** Reads a typed query (see UnderstoodQuery). */
export function understand(input: string): UnderstoodQuery {
  const typed = input.trim();
  // the same length: 'İ' and the like, whose lower case is longer, stay as they are
  const query = [...typed]
    .map((char) => (char.toLowerCase().length === char.length ? char.toLowerCase() : char))
    .join('');
  const question = QUESTION_EN.test(query) || QUESTION_ZH.test(query);
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
    if (last?.names === span.group.find) last.text += ` ${text}`;
    else parts.push({ text, names: span.group.find });
    at = span.end;
  }
  plain(at, query.length);
  // a lone Chinese character left between function words (是怎么用的) says little on its own
  const meaningful = parts.filter((part) => !/^\p{Script=Han}$/u.test(part.text));
  if (meaningful.length) parts.splice(0, parts.length, ...meaningful);
  // a query of function words only ("how to") is searched as typed
  if (!parts.length && query) {
    for (const word of typed.split(/\s+/)) parts.push({ text: word, names: [] });
  }
  return { question, parts };
}
