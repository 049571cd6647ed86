export { default } from '../../../src/theme/Previewer';
