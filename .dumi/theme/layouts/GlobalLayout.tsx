export { default } from '../../../src/theme/GlobalLayout';
