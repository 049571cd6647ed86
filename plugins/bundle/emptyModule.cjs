/** A webpack loader that turns any module into an empty one (plugins/bundle/serverBundle.ts). */
module.exports = function emptyModule() {
  return '';
};
