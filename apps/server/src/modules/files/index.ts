export { attachmentDisposition } from './content-disposition';
export { cleanFileName, tooLargeMessage, typeNotAllowedMessage } from './file-upload';
export { attachFiles, fileNamesOf } from './files.repository';
export { files } from './files.table';
