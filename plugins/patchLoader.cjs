/**
 * Makes a webpack loader from a pure patch of one dependency's file. A patch that changes
 * nothing means the dependency changed under it: the build says so with a warning instead of
 * quietly losing the optimisation.
 * Plain CommonJS: webpack loads loaders with require().
 */
function patchLoader(name, patch, expected) {
  return function loader(source) {
    const patched = patch(source);
    if (patched === source) this.emitWarning(new Error(`${name}: ${expected} not found`));
    return patched;
  };
}

module.exports = { patchLoader };
