/** A demo box's exporters (./exporters.ts), loaded on the first click of an export. */
export const loadExporters = () => import('./exporters');
