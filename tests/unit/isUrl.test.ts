import { isUrl } from '../../design-system';

describe('isUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com',
    'HTTPS://Example.COM/path?q=1#top',
    'https://sub.domain.example.cn:8443/a/b',
    'http://localhost:3000',
    'http://192.168.0.1/admin',
    'www.example.com',
    'www.example.com/docs?page=2',
  ])('accepts %p', (text) => {
    expect(isUrl(text)).toBe(true);
  });

  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'http://',
    'https:// example.com',
    'www.',
    'www.example',
    'mailto:someone@example.com',
    'http://exa mple.com',
    null,
    undefined,
  ])('rejects %p', (text) => {
    expect(isUrl(text)).toBe(false);
  });
});
