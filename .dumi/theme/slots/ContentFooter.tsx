export { default } from '../../../src/theme/ContentFooter';
