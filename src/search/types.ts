/** A piece of text in a search result; `highlighted` chunks matched a keyword. */
export interface HighlightChunk {
  text: string;
  highlighted?: boolean;
}

/** The page intro, a heading's section or a tab. */
export interface SearchSection {
  /** "Page", "Page - Heading", "Page - Tab - Heading" */
  title: string;
  /** '' for the intro; a hit on it is a title hit */
  heading: string;
  /** with `?tab=` and `#anchor` where there is one */
  link: string;
  paragraphs: string[];
}

export interface SearchDemo {
  title: string;
  description: string;
  link: string;
}

export interface SearchPage {
  title: string;
  link: string;
  /** the navigation item's title; none outside the navigation */
  navTitle?: string;
  /** -1 outside the navigation */
  navOrder: number;
  sections: SearchSection[];
  demos: SearchDemo[];
}

export type SearchHintType = 'page' | 'title' | 'content' | 'demo';

export interface SearchHint {
  type: SearchHintType;
  link: string;
  pageTitle: string;
  /** hints are listed by it, highest first */
  priority: number;
  titleChunks: HighlightChunk[];
  textChunks: HighlightChunk[];
}

export interface SearchGroup {
  title?: string;
  /** -1 outside the navigation; breaks a tie between groups */
  order: number;
  hints: SearchHint[];
}
