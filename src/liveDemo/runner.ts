/** The runner's chunk: sucrase, the module scope and the module-script evaluator, on demand. */
export { evaluateAsModuleScript } from './evaluate';
export { runDemo } from './run';
export { siteModuleScope } from './siteScope';
