export { default } from '../../../src/theme/HeroTitle';
