/**
 * The RSA key pair the browser encrypts passwords with (1024 bits, exponent 65537, as HZERO),
 * and PKCS#1 v1.5 decryption. Node 20 refuses RSA_PKCS1_PADDING for private decryption
 * (CVE-2023-46809), so the ciphertext is decrypted raw and unpadded here.
 */
import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { createPrivateKey, createPublicKey } from 'node:crypto';

/** A loaded RSA key pair. */
export interface RsaKeys {
  /** Private key object used for decryption. */
  privateKey: KeyObject;
  /** PEM text of the public key (SubjectPublicKeyInfo). */
  publicKeyPem: string;
  /** The base64 body of the public-key PEM, as HZERO returns it. */
  publicKeyBase64: string;
  /** PEM text of the private key (PKCS#8), for storage. */
  privateKeyPem: string;
}

/** Modulus size HZERO uses. */
export const RSA_KEY_BITS = 1024;

/** Builds RsaKeys from a stored PKCS#8 PEM private key. */
export function loadRsaKeys(privateKeyPem: string): RsaKeys {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKeyPem = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  return {
    privateKey,
    privateKeyPem,
    publicKeyPem,
    publicKeyBase64: publicKeyPem
      .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
      .replace(/\s+/g, ''),
  };
}

/** Generates a fresh 1024-bit key pair with exponent 65537. */
export function generateRsaKeys(): RsaKeys {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: RSA_KEY_BITS,
    publicExponent: 65537,
  });
  return loadRsaKeys(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
}

/**
 * Removes PKCS#1 v1.5 type-2 padding: 0x00 0x02, at least 8 nonzero bytes, 0x00, message.
 * Returns null when the block is not validly padded.
 */
export function unpadPkcs1v15(block: Buffer, keyBytes: number): Buffer | null {
  if (block.length !== keyBytes || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const separator = block.indexOf(0x00, 2);
  if (separator < 0 || separator - 2 < 8) return null;
  return block.subarray(separator + 1);
}

/**
 * Decrypts a base64 ciphertext made by jsencrypt (PKCS#1 v1.5) into UTF-8 text.
 * Returns null for anything that is not a valid ciphertext for this key.
 */
export function decryptPassword(keys: RsaKeys, base64: string): string | null {
  const trimmed = base64.trim();
  if (trimmed === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  const keyBytes = Math.ceil((keys.privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8);
  let cipher = Buffer.from(trimmed, 'base64');
  if (cipher.length === 0 || cipher.length > keyBytes) return null;
  if (cipher.length < keyBytes) {
    // jsencrypt drops leading zero bytes of the ciphertext now and then.
    cipher = Buffer.concat([Buffer.alloc(keyBytes - cipher.length), cipher]);
  }
  let block: Buffer;
  try {
    block = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_NO_PADDING }, cipher);
  } catch {
    return null;
  }
  const message = unpadPkcs1v15(block, keyBytes);
  if (!message) return null;
  const text = message.toString('utf8');
  return Buffer.from(text, 'utf8').equals(message) ? text : null;
}
