export { default } from '../../../src/theme/MovingReleases';
