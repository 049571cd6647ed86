export { default } from '../../../src/theme/ContentTabs';
