/** A webpack loader that turns any module into an empty one (plugins/bundle/serverStyles.ts). */
module.exports = function emptyModule() {
  return '';
};
