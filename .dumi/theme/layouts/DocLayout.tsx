export { default } from '../../../src/theme/DocLayout';
