import { secp256k1 } from '@noble/curves/secp256k1.js';

/**
 * The report tool's encryption (docs/report-tool.md): each window makes a secp256k1 key pair (spec §7;
 * WebCrypto has none, hence @noble/curves), the two agree on a secret by ECDH, HKDF-SHA256 makes an
 * AES-GCM key of it, and every message is sealed with a fresh 12-byte IV and its sequence number as
 * additional data, so a message moved to another place in the sequence does not open.
 */

export interface KeyPair {
  readonly secretKey: Uint8Array;
  /** Compressed, 33 bytes. */
  readonly publicKey: Uint8Array;
}

export interface Sealed {
  readonly iv: string;
  readonly ciphertext: string;
}

const INFO = new TextEncoder().encode('Paydesk report tool v1');

export function newKeyPair(): KeyPair {
  const { secretKey, publicKey } = secp256k1.keygen();
  return { secretKey, publicKey };
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** SHA-256 of a public key, base64url: what the server binds a token to. */
export async function keyHashOf(publicKey: Uint8Array): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', publicKey as BufferSource)));
}

/**
 * The AES-GCM key both windows derive: ECDH of one's secret and the other's public key, through
 * HKDF-SHA256 salted with the pop-up's public key then the page's (so each pair of windows has its
 * own). Throws on a public key that is not a point of the curve.
 */
export async function sharedKey(
  own: KeyPair,
  peerPublicKey: Uint8Array,
  keys: { readonly popup: Uint8Array; readonly page: Uint8Array },
): Promise<CryptoKey> {
  const shared = secp256k1.getSharedSecret(own.secretKey, peerPublicKey).slice(1);
  const material = await crypto.subtle.importKey('raw', shared as BufferSource, 'HKDF', false, ['deriveKey']);
  const salt = new Uint8Array([...keys.popup, ...keys.page]);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const aad = (seq: number) => new TextEncoder().encode(`seq:${seq}`);

export async function seal(key: CryptoKey, seq: number, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(seq) }, key, plain);
  return { iv: toBase64Url(iv), ciphertext: toBase64Url(new Uint8Array(cipher)) };
}

/** The sealed value; throws when the key, the IV, the sequence number or the bytes do not match. */
export async function unseal(key: CryptoKey, seq: number, sealed: Sealed): Promise<unknown> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(sealed.iv) as BufferSource, additionalData: aad(seq) },
    key,
    fromBase64Url(sealed.ciphertext) as BufferSource,
  );
  return JSON.parse(new TextDecoder().decode(plain));
}
