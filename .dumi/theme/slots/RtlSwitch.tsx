export { default } from '../../../src/theme/RtlSwitch';
