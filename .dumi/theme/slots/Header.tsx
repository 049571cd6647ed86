export { default } from '../../../src/theme/Header';
