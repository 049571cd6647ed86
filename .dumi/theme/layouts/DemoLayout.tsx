export { default } from '../../../src/theme/DemoLayout';
