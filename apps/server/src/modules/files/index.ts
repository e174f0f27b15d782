/**
 * files' public entry: the upload checks, the download header and attaching stored files to a
 * record, for the modules that take or serve files (support, disputes, bank orders, transactions).
 * Other modules import this module only through this file (the import gate's module-public-entry
 * rule); it lists the surface they use, not every file.
 */
export { attachmentDisposition, sendDownload } from './content-disposition';
export { cleanFileName, readCheckedUpload, tooLargeMessage, typeNotAllowedMessage } from './file-upload';
export { attachFiles, fileNamesOf } from './files.repository';
export { files } from './files.table';
export { limitedToSomeRows, storeReportFile } from './report-files';
