import { constants, publicEncrypt } from 'node:crypto';
import JSEncrypt from 'jsencrypt';
import { loadConfig } from '../../server/config';
import { DEFAULT_PASSWORD_POLICY, passwordProblem } from '../../domain/hiam/passwordPolicy';
import { hashPasswordSync, verifyPassword } from '../../server/security/password';
import { decryptPassword, generateRsaKeys, unpadPkcs1v15 } from '../../server/security/rsa';

describe('RSA password decryption (PKCS#1 v1.5 without Node support)', () => {
  const keys = generateRsaKeys();

  it('publishes a 1024-bit key with exponent 65537 as a bare base64 body', () => {
    expect(keys.publicKeyBase64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(keys.privateKey.asymmetricKeyDetails).toMatchObject({
      modulusLength: 1024,
      publicExponent: 65537n,
    });
  });

  it('decrypts what jsencrypt encrypted, including non-ASCII text', () => {
    const encrypt = new JSEncrypt();
    encrypt.setPublicKey(keys.publicKeyBase64);
    for (const plain of ['Admin12345', 'пароль密码42', 'x'.repeat(64)]) {
      const cipher = encrypt.encrypt(plain);
      expect(typeof cipher).toBe('string');
      expect(decryptPassword(keys, cipher as string)).toBe(plain);
    }
  });

  it('decrypts what node encrypted with PKCS#1 v1.5 padding', () => {
    const cipher = publicEncrypt(
      { key: keys.publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from('Operator123'),
    );
    expect(decryptPassword(keys, cipher.toString('base64'))).toBe('Operator123');
  });

  it('rejects garbage, tampered ciphertext and other padding', () => {
    expect(decryptPassword(keys, '')).toBeNull();
    expect(decryptPassword(keys, 'not base64!')).toBeNull();
    expect(decryptPassword(keys, Buffer.alloc(200, 1).toString('base64'))).toBeNull();
    const oaep = publicEncrypt({ key: keys.publicKeyPem }, Buffer.from('Operator123'));
    expect(decryptPassword(keys, oaep.toString('base64'))).toBeNull();
    const other = generateRsaKeys();
    const encrypt = new JSEncrypt();
    encrypt.setPublicKey(other.publicKeyBase64);
    expect(decryptPassword(keys, encrypt.encrypt('Admin12345') as string)).toBeNull();
  });

  it('checks the padding bytes strictly', () => {
    const block = (bytes: number[]) => Buffer.from(bytes);
    const good = [0, 2, 1, 2, 3, 4, 5, 6, 7, 8, 0, 65, 66];
    expect(unpadPkcs1v15(block(good), good.length)?.toString()).toBe('AB');
    expect(unpadPkcs1v15(block([1, ...good.slice(1)]), good.length)).toBeNull();
    expect(unpadPkcs1v15(block([0, 1, ...good.slice(2)]), good.length)).toBeNull();
    const shortPadding = [0, 2, 1, 2, 3, 4, 5, 6, 7, 0, 65, 66, 67];
    expect(unpadPkcs1v15(block(shortPadding), shortPadding.length)).toBeNull();
    const noSeparator = [0, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    expect(unpadPkcs1v15(block(noSeparator), noSeparator.length)).toBeNull();
  });
});

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = hashPasswordSync('Secret123');
    const b = hashPasswordSync('Secret123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret123');
    await expect(verifyPassword('Secret123', a)).resolves.toBe(true);
    await expect(verifyPassword('Secret124', a)).resolves.toBe(false);
    await expect(verifyPassword('Secret123', null)).resolves.toBe(false);
    await expect(verifyPassword('Secret123', 'garbage')).resolves.toBe(false);
  });

  it('requires 8-64 characters with letters and digits by default', () => {
    const rule = (password: string) =>
      passwordProblem(password, DEFAULT_PASSWORD_POLICY, 'someone', 'en_US')?.rule ?? null;
    expect(rule('Abcdefg1')).toBeNull();
    expect(rule('Abcdef1')).toBe('minLength');
    expect(rule('abcdefgh')).toBe('digitsCount');
    expect(rule('12345678')).toBe('letterCount');
    expect(rule(`a1${'x'.repeat(62)}`)).toBeNull();
    expect(rule(`a1${'x'.repeat(63)}`)).toBe('maxLength');
    expect(rule('Abcdefg1\u0007')).toBe('control');
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'info',
      clientId: 'hzero-front',
      singleSession: true,
      tokenTtlSeconds: 3600,
      publicUrl: 'http://127.0.0.1:8080',
      maintenance: false,
      apiHost: '',
      oauthHost: '',
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.staticDir).toMatch(/dist$/);
  });

  it('reads and checks the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '9000',
      SINGLE_SESSION: 'false',
      PUBLIC_URL: 'https://portal.example.com/some/path',
      REDIRECT_ORIGINS: 'https://a.example.com, http://b.example.com:8080/x',
    });
    expect(config.port).toBe(9000);
    expect(config.singleSession).toBe(false);
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.redirectOrigins).toEqual(['https://a.example.com', 'http://b.example.com:8080']);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number');
    expect(() => loadConfig({ MAINTENANCE: 'maybe' })).toThrow('MAINTENANCE must be true or false');
  });
});
