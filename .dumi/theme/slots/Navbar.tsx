export { default } from '../../../src/theme/Navbar';
