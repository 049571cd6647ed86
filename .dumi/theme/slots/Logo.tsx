export { default } from '../../../src/theme/Logo';
