export { default } from '../../../src/theme/NotFound';
