/* The demo lookup; the rest of src/runtime is wired by plugins, by path. */
export { useDemo, type DemoData, type DemoGetter } from './demos';
