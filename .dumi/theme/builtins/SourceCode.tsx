export { default } from '../../../src/theme/SourceCode';
