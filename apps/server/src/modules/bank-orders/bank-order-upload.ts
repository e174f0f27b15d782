import { createHash } from 'node:crypto';
import { BANK_ORDER_FIELDS, BANK_ORDER_LIMITS } from '@paydesk/contracts/bank-orders/bank-order.model';
import { checkContent } from '@paydesk/contracts/files/file-rules';
import type { FastifyRequest } from 'fastify';
import { AppError, type FieldMessage } from '../../infra/errors/app-error';
import { cleanFileName, tooLargeMessage, typeNotAllowedMessage } from '../files';

/** The multipart upload of a bank order, read and checked (not yet its rows). */
export interface BankOrderUpload {
  readonly bankName: string;
  readonly accountNumber: string;
  readonly fileName: string;
  readonly text: string;
  readonly sha256: string;
}

const { bankName: BANK_NAME, accountNumber: ACCOUNT_NUMBER, csvFile: CSV_FILE } = BANK_ORDER_FIELDS;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Reads the multipart body: the text fields bankName and accountNumber, and the file csvFile, in any
 * order. The file keeps spec §5's rules (files.file-upload): at most the size limit (the parser stops
 * one byte past it), and a CSV by name, declared type and content alike. Every problem is a 400
 * naming its field, collected so one answer lists them all; nothing is stored before.
 */
export async function readBankOrderUpload(request: FastifyRequest): Promise<BankOrderUpload> {
  if (!request.isMultipart()) {
    throw AppError.validation([{ field: CSV_FILE, message: 'Send the order as multipart/form-data' }]);
  }
  const limit = BANK_ORDER_LIMITS.maxFileSize;
  const fields = new Map<string, string>();
  let file: { name: string; mimetype: string; content: Buffer; tooLarge: boolean } | undefined;
  const problems: FieldMessage[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: limit + 1, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields.set(part.fieldname, typeof part.value === 'string' ? part.value : '');
        continue;
      }
      if (part.fieldname !== CSV_FILE) {
        part.file.resume();
        problems.push({ field: CSV_FILE, message: `The file goes in the field ${CSV_FILE}` });
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk);
      }
      file = {
        name: cleanFileName(part.filename),
        mimetype: part.mimetype,
        content: Buffer.concat(chunks),
        tooLarge: size > limit || part.file.truncated,
      };
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'malformed multipart body';
    throw AppError.validation([{ field: CSV_FILE, message: `The upload could not be read: ${reason}` }]);
  }

  const bankName = (fields.get(BANK_NAME) ?? '').trim();
  if (!bankName) problems.push({ field: BANK_NAME, message: 'Enter the bank name' });
  else if (bankName.length > BANK_ORDER_LIMITS.maxBankNameLength || CONTROL.test(bankName))
    problems.push({ field: BANK_NAME, message: `At most ${BANK_ORDER_LIMITS.maxBankNameLength} characters` });

  const accountNumber = (fields.get(ACCOUNT_NUMBER) ?? '').replace(/\s+/g, '').toUpperCase();
  if (!accountNumber) problems.push({ field: ACCOUNT_NUMBER, message: 'Enter the account number' });
  else if (!/^[A-Z0-9]{4,34}$/.test(accountNumber))
    problems.push({
      field: ACCOUNT_NUMBER,
      message: '4 to 34 letters or digits (an IBAN or account number)',
    });

  if (!file?.name) problems.push({ field: CSV_FILE, message: 'Choose a CSV file to upload' });
  else if (file.tooLarge) problems.push({ field: CSV_FILE, message: tooLargeMessage(file.name) });
  else if (isRefusedCsv(file.name, file.mimetype, file.content)) {
    problems.push({ field: CSV_FILE, message: typeNotAllowedMessage(file.name) });
  }
  if (problems.length > 0 || !file) throw AppError.validation(problems);
  return {
    bankName,
    accountNumber,
    fileName: file.name,
    text: file.content.toString('utf8'),
    sha256: createHash('sha256').update(file.content).digest('hex'),
  };
}

/** True when the file is refused: only a CSV by name, declared type and real content (text). */
function isRefusedCsv(name: string, mimetype: string, content: Buffer): boolean {
  const check = checkContent(name, mimetype, content);
  return !check.ok || check.kind !== 'csv';
}
