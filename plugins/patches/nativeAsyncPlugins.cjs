/** The loader for umi's client plugin manager (see nativeAsyncUtils.cjs, which holds both patches). */
module.exports = require('./nativeAsyncUtils.cjs').pluginsLoader;
