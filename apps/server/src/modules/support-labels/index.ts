/**
 * support-labels' public entry: the labels table, which support's ticket lists join. Other modules
 * import this module only through this file (the import gate's module-public-entry rule); it lists
 * the surface they use, not every file.
 */
export { supportLabels } from './support-labels.table';
