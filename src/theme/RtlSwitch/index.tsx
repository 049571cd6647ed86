/**
 * The site has no right-to-left mode (`themeConfig.rtl` is off). dumi's own RtlSwitch reads
 * localStorage unguarded even so, and where storage throws, that unmounts the whole page.
 */
export default function RtlSwitch() {
  return null;
}
