export { queueMail } from './mail-outbox';
