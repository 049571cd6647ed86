/*
 * The Versions page's release costs table and its "Moving from X to Y" list as Markdown, in a
 * page's language: one text that the page (./compareReleases.ts parses it in place of its
 * directive) and the page's Markdown twin (plugins/publish/twins.ts) both carry.
 */
import type { ReleaseCost } from '../../src/compare/cost';
import type { MovingEntry, MovingExample } from '../../src/compare/movingEntries';
import type { ReleasePair } from '../../src/compare/pair';
import { releaseLabel } from '../../src/versions/releases';

/** The directives a page writes where the build puts these (`:::release-costs` and `:::` on the next line). */
export const COMPARE_DIRECTIVES = ['release-costs', 'moving-releases'] as const;
export type CompareDirective = (typeof COMPARE_DIRECTIVES)[number];

/** The interface strings these read, from .dumi/theme/locales/<id>.json. */
export type Messages = Readonly<Record<string, string>>;

/** A message with its `{name}` placeholders filled in. */
export function fill(messages: Messages, id: string, values: Readonly<Record<string, string | number>> = {}): string {
  return (messages[id] ?? id).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const code = (text: string) => `\`${text}\``;

/** Text as Markdown reads it literally: an element (`<li>`) as code, no emphasis, no link. */
export const escapeMarkdown = (text: string) =>
  text
    .split(/(<[a-z][\w-]*>)/)
    .map((part, index) => (index % 2 ? code(part) : part.replace(/[\\`*_[\]<]/g, '\\$&')))
    .join('');

/** One row per release: its gzip size, the React it asks for, its dependencies and theirs. */
export function costsTableMarkdown(costs: readonly ReleaseCost[], messages: Messages): string {
  const header = ['release', 'gzip', 'peerReact', 'dependencies'].map((key) => fill(messages, `compare.costs.${key}`));
  const rows = costs.map((cost) => [
    escapeMarkdown(releaseLabel(cost.release)),
    fill(messages, 'compare.costs.bytes', { bytes: cost.gzip }),
    cost.peerReact ? code(cost.peerReact) : '-',
    cost.dependencies
      .map((dependency) =>
        dependency.peerReact
          ? fill(messages, 'compare.costs.dependencyPeer', { name: code(dependency.name), version: dependency.version, react: code(dependency.peerReact) })
          : fill(messages, 'compare.costs.dependency', { name: code(dependency.name), version: dependency.version }),
      )
      .join(', '),
  ]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** An item's example after its text: the section's link, axe's rule page, or the markup before and after. */
export function exampleMarkdown(example: MovingExample, messages: Messages): string {
  if (example.type === 'section') return `[${fill(messages, 'compare.example.section')}](${example.href})`;
  if (example.type === 'rule') return `[${fill(messages, 'compare.example.rule', { rule: example.rule })}](${example.href})`;
  return fill(messages, 'compare.example.snippet', { before: code(example.before), after: code(example.after) });
}

/** "Moving from X to Y" and its list, or the line that says nothing changes. */
export function movingMarkdown(pair: ReleasePair, entries: readonly MovingEntry[], messages: Messages): string {
  const title = `**${escapeMarkdown(fill(messages, 'compare.moving.title', { from: pair.from, to: pair.to }))}**`;
  if (!entries.length) return `${title}\n\n${escapeMarkdown(fill(messages, 'compare.moving.none'))}`;
  return [title, '', ...entries.map((entry) => `- ${escapeMarkdown(entry.text)} ${fill(messages, 'compare.example.note', { example: exampleMarkdown(entry.example, messages) })}`)].join('\n');
}
