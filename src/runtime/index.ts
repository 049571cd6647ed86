/*
 * What the theme uses of the runtime: the demo lookup. The rest of src/runtime is wired by
 * plugins (module replacements, runtime plugins) by path, not imported.
 */
export { useDemo, type DemoData, type DemoGetter } from './demos';
