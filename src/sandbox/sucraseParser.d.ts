// sucrase ships the types of its parser under dist/types, beside the CommonJS files the loop
// guard imports (src/sandbox/loopGuard.ts)
declare module 'sucrase/dist/parser' {
  export * from 'sucrase/dist/types/parser';
}
declare module 'sucrase/dist/parser/tokenizer' {
  export * from 'sucrase/dist/types/parser/tokenizer';
}
declare module 'sucrase/dist/parser/tokenizer/types' {
  export * from 'sucrase/dist/types/parser/tokenizer/types';
}
