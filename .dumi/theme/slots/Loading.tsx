export { default } from '../../../src/theme/Loading';
