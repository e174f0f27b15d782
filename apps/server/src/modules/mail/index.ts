/**
 * mail's public entry: queueing a mail in the caller's transaction (the outbox); sending is mail's
 * own worker. Other modules import this module only through this file (the import gate's module-
 * public-entry rule); it lists the surface they use, not every file.
 */
export { queueMail, queueMailWhere } from './mail-outbox';
