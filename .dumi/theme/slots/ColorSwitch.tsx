export { default } from '../../../src/theme/ColorSwitch';
