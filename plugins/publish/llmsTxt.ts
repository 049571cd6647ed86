/**
 * llms.txt (https://llmstxt.org): the site's name, a one-line summary, then one section of links
 * per part of the site, each to a page's Markdown twin with a one-line description; and
 * llms-full.txt, every twin in site order.
 */

export interface TwinListing {
  /** the twin's absolute address */
  url: string;
  title: string;
  description: string;
  /** the llms.txt section it is listed in */
  section: string;
  markdown: string;
}

export interface LlmsTxtInput {
  name: string;
  summary: string;
  /** the pages of one language, in site order */
  pages: readonly TwinListing[];
  /** a last section (the other languages' llms.txt), if any */
  extra?: { title: string; links: { title: string; url: string }[] };
}

/** The first sentence of the first paragraph after the title: a twin's description by default. */
export function firstSentenceOf(markdown: string): string {
  const blocks = markdown.split(/\n{2,}/).map((block) => block.trim());
  const paragraph = blocks.find((block) => block && !/^(#|```|\||>|[-*+] |\d+\. |<)/.test(block)) ?? '';
  const line = paragraph.replace(/\s*\n\s*/g, ' ');
  return line.match(/^.+?[.!?](?=\s|$)|^.+?[。！？]/)?.[0] ?? line;
}

/** llms.txt of one language. */
export function llmsTxt({ name, summary, pages, extra }: LlmsTxtInput): string {
  const sections = new Map<string, string[]>();
  for (const page of pages) {
    const links = sections.get(page.section) ?? [];
    links.push(`- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`);
    sections.set(page.section, links);
  }
  if (extra?.links.length) sections.set(extra.title, extra.links.map((link) => `- [${link.title}](${link.url})`));
  const body = [...sections].map(([title, links]) => `## ${title}\n\n${links.join('\n')}`);
  return [`# ${name}`, `> ${summary.replace(/\s+/g, ' ').trim()}`, ...body].join('\n\n') + '\n';
}

/** llms-full.txt: every twin of one language, in site order. */
export function llmsFullTxt(pages: readonly TwinListing[]): string {
  return pages.map((page) => page.markdown).join('\n');
}
