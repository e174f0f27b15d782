export { supportLabels } from './support-labels.table';
