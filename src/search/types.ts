/** A piece of text in a search result; `highlighted` chunks matched a keyword. */
export interface HighlightChunk {
  text: string;
  highlighted?: boolean;
}

/** A block of a page that search looks into: the page intro, a heading's section or a tab. */
export interface SearchSection {
  /** what a hit on this section is called: "Page", "Page - Heading", "Page - Tab - Heading" */
  title: string;
  /** the heading alone ('' for the intro of a page or tab); a hit on it is a title hit */
  heading: string;
  /** route path, with `?tab=` and `#anchor` where there is one */
  link: string;
  paragraphs: string[];
}

export interface SearchDemo {
  title: string;
  description: string;
  link: string;
}

/** Everything search knows about one page of the current language. */
export interface SearchPage {
  title: string;
  link: string;
  /** title of the navigation item the page belongs to; none for pages outside the navigation */
  navTitle?: string;
  /** position of that item in the navigation; -1 outside it */
  navOrder: number;
  sections: SearchSection[];
  demos: SearchDemo[];
}

export type SearchHintType = 'page' | 'title' | 'content' | 'demo';

export interface SearchHint {
  type: SearchHintType;
  link: string;
  pageTitle: string;
  /** the search engine's score: hints are listed by it, highest first */
  priority: number;
  titleChunks: HighlightChunk[];
  textChunks: HighlightChunk[];
}

export interface SearchGroup {
  /** the navigation title; undefined for pages outside the navigation */
  title?: string;
  /** the navigation item's position (-1 outside the navigation): breaks a tie between groups */
  order: number;
  hints: SearchHint[];
}
