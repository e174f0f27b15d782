import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM with a random 96-bit IV and a 128-bit tag; `aad` is authenticated, not encrypted. */
export interface Sealed {
  readonly iv: Buffer;
  readonly tag: Buffer;
  readonly ct: Buffer;
}

export function seal(key: Uint8Array, plaintext: Uint8Array, aad: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ct };
}

/** Throws (Unsupported state or unable to authenticate data) on a wrong key, wrong aad or altered bytes. */
export function open(key: Uint8Array, sealed: Sealed, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ct), decipher.final()]);
}

/** iv ‖ tag ‖ ct in one buffer (how a wrapped key is stored). */
export function packSealed(sealed: Sealed): Buffer {
  return Buffer.concat([sealed.iv, sealed.tag, sealed.ct]);
}

export function unpackSealed(bytes: Uint8Array): Sealed {
  const buffer = Buffer.from(bytes);
  return { iv: buffer.subarray(0, 12), tag: buffer.subarray(12, 28), ct: buffer.subarray(28) };
}
