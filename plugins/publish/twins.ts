/**
 * A page's Markdown twin: the page file as written, with what only the site can show turned into
 * Markdown; only the nodes below are rewritten, by position (maintainers/markdown-twins.md).
 */
import type { Content, Parent, Root } from 'mdast';
import { apiTable, rowName } from '../pages/apiTable';
import type { MdastNode } from '../pages/versionHeadingIds';
import { htmlToMarkdown } from './twinsHtml';

/** One demo as dumi read it (its asset's files), or null for an inline demo (the playground). */
export type TwinDemo = { title?: string; files: { name: string; source: string }[] } | null;

export interface TwinInput {
  /** the page file as written, front matter included */
  markdown: string;
  /** the front matter's title, the twin's `# …` when the page has no first-level heading */
  title: string;
  /** the page's demos in document order, as dumi's transformer lists them */
  demos: readonly TwinDemo[];
  /** a link as written (`./versions.md#x`, `/demo/basic`, `https://…`) → its absolute address */
  link: (href: string) => string;
  /** levels added to every heading (a content tab's page sits one level below its host) */
  headingShift?: number;
  /** the files the twin already shows (shared by a page and its tabs), each given once */
  shown?: SharedFiles;
  /** the API table's Releases column, as the page has it: its header and each property's cell */
  releases?: { column: string; of: (property: string) => string };
  /** the Markdown the build puts in place of a container directive (`:::release-costs`), if any */
  directive?: (name: string) => string | undefined;
}

/**
 * The files a twin has shown, so that a file several demos import (`size-changer.css` on the
 * Sizer page) is given once, and later demos name it with `line` (in the page's language).
 */
export interface SharedFiles {
  seen: Set<string>;
  line: (name: string) => string;
}

type Node = Content | Root;

/** Nodes whose children are blocks, separated by blank lines. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'containerDirective']);

export interface MarkdownParser {
  parse(text: string): unknown;
}

/** The remark steps dumi parses pages with: ES modules, which Node before 20.19 cannot `require`. */
export async function loadParser(): Promise<MarkdownParser> {
  const [{ unified }, parse, frontmatter, directive, gfm] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-frontmatter'),
    import('remark-directive'),
    import('remark-gfm'),
  ]);
  return unified().use(parse.default).use(frontmatter.default).use(directive.default).use(gfm.default);
}

/** dumi runs a `jsx`/`tsx` code block as a demo unless its meta says `| pure`. */
const isCodeDemo = (lang?: string | null, meta?: string | null) =>
  (lang === 'jsx' || lang === 'tsx') && !/\bpure\b/.test(meta ?? '');

/**
 * A Markdown table row with `cell` after its first cell. `|` inside a cell is escaped (`\|`), so
 * the first unescaped pipe after the row's leading one ends the first cell.
 */
export function withSecondCell(row: string, cell: string): string {
  const pipes = [...row.matchAll(/(?<!\\)\|/g)].map((match) => match.index!);
  const at = row.trimStart().startsWith('|') ? pipes[1] : pipes[0];
  if (at === undefined) return row;
  return `${row.slice(0, at + 1)} ${cell.replace(/\|/g, '\\|')} |${row.slice(at + 1)}`;
}

/** A fence longer than any run of backticks in the code. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

const LANGUAGES: Record<string, string> = { tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', css: 'css', less: 'less', json: 'json' };

/** A fenced block of one file, named after it. */
export function fencedFile(name: string, source: string): string {
  const fence = fenceFor(source);
  const lang = LANGUAGES[name.split('.').pop() ?? ''] ?? '';
  return `${fence}${lang} title="${name}"\n${source.replace(/\n+$/, '')}\n${fence}`;
}

/**
 * A demo: its title, its description, then its entry file and every local file it imports, each
 * under the name the page's code tabs give it (`index.tsx` for the entry); a file an earlier demo
 * of the twin showed is named, not repeated.
 */
export function demoMarkdown(attributes: Record<string, string>, demo: TwinDemo, shown?: SharedFiles): string {
  if (!demo) return '';
  const title = attributes.title ?? demo.title;
  const head = [title ? `**${title}**` : '', attributes.description ?? ''].filter(Boolean);
  const files = demo.files.map((file) => {
    const name = file.name.replace(/^\.\//, '');
    const key = `${name}\u0000${file.source}`;
    if (shown?.seen.has(key)) return shown.line(name);
    shown?.seen.add(key);
    return fencedFile(name, file.source);
  });
  return [...head, ...files].join('\n\n');
}

/** GitHub's alert kinds for dumi's containers (`:::info` …), which assistants and GitHub read. */
const ALERTS: Record<string, string> = { info: 'NOTE', success: 'TIP', warning: 'WARNING', error: 'CAUTION' };

/** Converts one page file to its twin, with the parser of `loadParser`. */
export function markdownTwin(input: TwinInput, parser: MarkdownParser): string {
  const source = input.markdown;
  const tree = parser.parse(source) as Root;
  let demoIndex = 0;
  const nextDemo = (): TwinDemo => {
    if (demoIndex >= input.demos.length) {
      throw new Error(`twins: the page has more demos than dumi read (${input.demos.length}), in "${input.title}"`);
    }
    return input.demos[demoIndex++];
  };
  const start = (node: Node) => node.position!.start.offset!;
  const end = (node: Node) => node.position!.end.offset!;
  const raw = (node: Node) => source.slice(start(node), end(node));
  const releasesTable = input.releases ? apiTable(tree as MdastNode) : null;

  /** The source of a node's children, each rendered, with the markup between them as written. */
  const children = (node: Parent, from = start(node as Node), to = end(node as Node)): string => {
    let out = '';
    let at = from;
    for (const child of node.children as Node[]) {
      if (!child.position) continue;
      const text = render(child);
      out += source.slice(at, start(child)) + text;
      at = end(child);
      // a block that renders to nothing (front matter, an inline demo) takes its blank lines along
      if (!text && BLOCK_PARENTS.has(node.type)) while (at < to && /\s/.test(source[at])) at += 1;
    }
    return out + source.slice(at, to);
  };

  const render = (node: Node): string => {
    switch (node.type) {
      case 'yaml':
        return '';
      case 'html':
        return htmlToMarkdown(node.value, {
          link: input.link,
          demo: (attributes) => demoMarkdown(attributes, nextDemo(), input.shown),
        });
      case 'code': {
        if (isCodeDemo(node.lang, node.meta)) nextDemo();
        const fence = fenceFor(node.value);
        return `${fence}${node.lang ?? ''}\n${node.value}\n${fence}`;
      }
      case 'heading': {
        const text = children(node);
        return input.headingShift && text.startsWith('#') ? `${'#'.repeat(input.headingShift)}${text}` : text;
      }
      case 'link':
      case 'image':
      case 'definition':
        return withUrl(raw(node), node.url, input.link(node.url));
      case 'containerDirective': {
        // one the build fills in (plugins/pages/compareReleases.ts)
        const filled = input.directive?.(node.name);
        if (filled !== undefined) return filled;
        const name = ALERTS[node.name];
        const label = node.children[0]?.data?.directiveLabel ? node.children[0] : undefined;
        const body = (node.children as Node[]).filter((child) => child !== label);
        const title = node.attributes?.title ?? (label ? children(label as Parent) : '');
        const inner = body.length ? children({ ...node, children: body } as Parent, start(body[0]), end(body[body.length - 1])) : '';
        const lines = [name ? `[!${name}]` : '', title ? `**${title}**` : '', inner].filter(Boolean).join('\n\n');
        return lines.split('\n').map((line) => (line ? `> ${line}` : '>')).join('\n');
      }
      case 'table':
        return node === releasesTable ? withReleases(node) : children(node);
      case 'textDirective':
      case 'leafDirective':
        // dumi reads these the same way; only containers mean something on this site
        return raw(node);
      default:
        return 'children' in node ? children(node as Parent) : raw(node);
    }
  };

  /** The API table with the Releases column after the property's, as on the page. */
  const withReleases = (table: Parent): string => {
    const { column, of } = input.releases!;
    const rows = table.children as Parent[];
    let out = '';
    let at = start(table as Node);
    rows.forEach((row, index) => {
      // the delimiter row (`| --- |`) is no node: it lies between the header and the first row
      const between = source.slice(at, start(row as Node));
      out += index === 1 ? between.replace(/^[ \t]*\|?[ \t]*:?-.*$/m, (line) => withSecondCell(line, '---')) : between;
      out += withSecondCell(children(row), index === 0 ? column : of(rowName(row as MdastNode)));
      at = end(row as Node);
    });
    return out + source.slice(at, end(table as Node));
  };

  let body = render(tree).replace(/^\s+/, '');
  if (demoIndex !== input.demos.length) {
    throw new Error(`twins: dumi read ${input.demos.length} demos in "${input.title}", the page shows ${demoIndex}`);
  }
  if (!input.headingShift && !tree.children.some((node) => node.type === 'heading' && node.depth === 1)) {
    body = `# ${input.title}\n\n${body}`;
  }
  return `${body.replace(/\s+$/, '')}\n`;
}

/** The link's source with its destination (the last occurrence of `url`) replaced. */
function withUrl(text: string, url: string, resolved: string): string {
  const at = text.lastIndexOf(url);
  return url === resolved || at < 0 ? text : `${text.slice(0, at)}${resolved}${text.slice(at + url.length)}`;
}
