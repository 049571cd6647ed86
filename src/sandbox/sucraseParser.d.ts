// sucrase ships its parser's types under dist/types
declare module 'sucrase/dist/parser' {
  export * from 'sucrase/dist/types/parser';
}
declare module 'sucrase/dist/parser/tokenizer' {
  export * from 'sucrase/dist/types/parser/tokenizer';
}
declare module 'sucrase/dist/parser/tokenizer/types' {
  export * from 'sucrase/dist/types/parser/tokenizer/types';
}
