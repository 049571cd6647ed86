export { default } from '../../../src/theme/LangSwitch';
