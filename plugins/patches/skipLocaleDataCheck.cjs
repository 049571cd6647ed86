/**
 * Webpack loader for @formatjs/intl's createIntl (lib/src/create-intl.js), which react-intl
 * calls once per language as the app starts: it asks `Intl.NumberFormat.supportedLocalesOf` and
 * `Intl.DateTimeFormat.supportedLocalesOf` whether the browser has data for the locale, only to
 * log an error when it does not. Those first Intl calls make the browser load its locale data:
 * about 30 ms of main thread on this machine, 130 ms at Lighthouse's mobile CPU throttling, all
 * inside the task that starts the app (measured with a CPU profile of /demo/basic). The site's
 * interface languages are en-US and zh-CN, which every browser it targets has, and its messages
 * format no numbers or dates, so the check can only cost time.
 * Plain CommonJS: webpack loads loaders with require().
 */
const { patchLoader } = require('../compat/patchLoader.cjs');

const LOCALE_DATA_CHECK = /!Intl\.(?:NumberFormat|DateTimeFormat)\.supportedLocalesOf\(locale\)\.length/g;

function skipLocaleDataCheck(source) {
  return source.replace(LOCALE_DATA_CHECK, 'false');
}

module.exports = patchLoader('skipLocaleDataCheck', skipLocaleDataCheck, 'the supportedLocalesOf checks in createIntl');
module.exports.skipLocaleDataCheck = skipLocaleDataCheck;
