export { files } from './files.table';
