/**
 * This site has no right-to-left mode (`themeConfig.rtl` is off), so the slot renders nothing.
 * dumi's own RtlSwitch would still read localStorage in an effect without a guard even when it
 * renders nothing; where storage throws, that error unmounts the whole page.
 */
export default function RtlSwitch() {
  return null;
}
