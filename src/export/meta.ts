import type { DemoExportInput } from './types';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** dumi's descriptions are HTML; exported projects want plain text. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

export function exportMeta(input: DemoExportInput): { title: string; description: string } {
  const title = htmlToPlainText(input.title ?? input.asset.title ?? '') || input.asset.id;
  const description = htmlToPlainText(input.description ?? input.asset.description ?? '');
  return { title, description: description || title };
}
