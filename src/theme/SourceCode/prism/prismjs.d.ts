/** The parts of prismjs the site uses (the package ships no types). */
declare module 'prismjs/components/prism-core' {
  /** A grammar: token names to patterns; only Prism reads it. */
  export type Grammar = Record<string, unknown>;

  export interface Token {
    type: string;
    content: TokenStream;
    alias?: string | string[];
  }

  export type TokenStream = string | Token | Array<string | Token>;

  const Prism: {
    manual?: boolean;
    languages: Record<string, Grammar | undefined>;
    tokenize(code: string, grammar: Grammar): Array<string | Token>;
  };
  export default Prism;
}

declare module 'prismjs/components/prism-*';
