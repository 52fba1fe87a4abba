import JSEncrypt from 'jsencrypt';
import { loadRsa } from '../../design-system';

describe('RSA password encryption', () => {
  let rsa: Awaited<ReturnType<typeof loadRsa>>;
  let publicKey: string;
  let privateKey: string;

  beforeAll(async () => {
    rsa = await loadRsa();
    ({ publicKey, privateKey } = rsa.generateKeyPair());
  });

  function decrypt(cipher: string): string | false {
    const decryptor = new JSEncrypt();
    decryptor.setPrivateKey(privateKey);
    return decryptor.decrypt(cipher);
  }

  it('generates a 1024-bit key pair with exponent 65537', () => {
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(privateKey).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    const key = new JSEncrypt();
    key.setPrivateKey(privateKey);
    const parsed = key.getKey() as unknown as { n: { bitLength(): number }; e: number };
    expect(parsed.n.bitLength()).toBe(1024);
    expect(parsed.e).toBe(65537);
  });

  it('encrypts to base64 that the private key decrypts', () => {
    const cipher = rsa.encryptPassword(publicKey, 'S3cret!pass');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(atob(cipher)).toHaveLength(128);
    expect(decrypt(cipher)).toBe('S3cret!pass');
  });

  it('accepts the key without its PEM armour and round-trips non-ASCII text', () => {
    const bare = publicKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    expect(decrypt(rsa.encryptPassword(bare, '密码password'))).toBe('密码password');
  });

  it('encrypts the longest text a block holds, 117 bytes', () => {
    const longest = 'a'.repeat(117);
    expect(decrypt(rsa.encryptPassword(publicKey, longest))).toBe(longest);
  });

  it('refuses a text longer than 117 bytes', () => {
    expect(() => rsa.encryptPassword(publicKey, 'a'.repeat(118))).toThrow(
      'Message too long for RSA',
    );
    // 40 Chinese characters are 120 bytes in UTF-8.
    expect(() => rsa.encryptPassword(publicKey, '密'.repeat(40))).toThrow(
      'Message too long for RSA',
    );
  });

  it('refuses an invalid public key', () => {
    expect(() => rsa.encryptPassword('not a key', 'x')).toThrow('Invalid RSA public key');
    expect(() => rsa.encryptPassword('', 'x')).toThrow('Invalid RSA public key');
  });
});
