/** Inline script placed in <head>; replaced by the colour-mode module. */
export const colorModeHeadScript = '';
