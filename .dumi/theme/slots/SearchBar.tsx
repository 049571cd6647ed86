export { default } from '../../../src/theme/SearchBar';
