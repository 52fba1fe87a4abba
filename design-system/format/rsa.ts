import JSEncrypt from 'jsencrypt';

/** Key size of the password key pair (SPEC.md section 9). */
const KEY_BITS = 1024;
/** PKCS#1 v1.5 padding takes 11 bytes of every block. */
const PADDING_BYTES = 11;

/** The modulus size in bits of the key jsencrypt parsed, or 0 when it could not parse one. */
function modulusBits(encryptor: JSEncrypt): number {
  const key = encryptor.getKey() as unknown as { n?: { bitLength?: () => number }; e?: number };
  const bits = typeof key.n?.bitLength === 'function' ? key.n.bitLength() : 0;
  return key.e ? bits : 0;
}

/** The byte length jsencrypt encodes `text` to (UTF-8 per UTF-16 code unit). */
function encodedLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
  }
  return bytes;
}

/**
 * Encrypts `text` (a password) with an RSA public key in PEM or bare base64 form, using
 * PKCS#1 v1.5 padding, and returns the cipher text in base64.
 *
 * @throws {Error} 'Invalid RSA public key' when the key cannot be read, and
 *   'Message too long for RSA' when the text does not fit one block (117 bytes for 1024 bits).
 */
export function encryptPassword(publicKey: string, text: string): string {
  if (!publicKey?.trim()) throw new Error('Invalid RSA public key');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const bits = modulusBits(encryptor);
  if (!bits) throw new Error('Invalid RSA public key');
  if (encodedLength(text) > Math.ceil(bits / 8) - PADDING_BYTES) {
    throw new Error('Message too long for RSA');
  }
  const encrypted = encryptor.encrypt(text);
  if (encrypted === false) throw new Error('Invalid RSA public key');
  return encrypted;
}

/** A PEM-encoded RSA key pair. */
export interface RsaKeyPair {
  /** `-----BEGIN PUBLIC KEY-----` … */
  publicKey: string;
  /** `-----BEGIN RSA PRIVATE KEY-----` … */
  privateKey: string;
}

/**
 * Generates a key pair with a 1024-bit modulus and public exponent 65537, for tests and stories.
 * (jsencrypt now and then yields a 1023-bit modulus; such pairs are drawn again.)
 */
export function generateKeyPair(): RsaKeyPair {
  for (;;) {
    const generator = new JSEncrypt({
      default_key_size: String(KEY_BITS),
      default_public_exponent: '010001',
    });
    generator.getKey();
    if (modulusBits(generator) === KEY_BITS) {
      return { publicKey: generator.getPublicKey(), privateKey: generator.getPrivateKey() };
    }
  }
}
