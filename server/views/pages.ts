/** Server-rendered HTML pages: the OAuth sign-in page and short notice pages. */

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:Inter,"Noto Sans SC",system-ui,-apple-system,"Segoe UI",sans-serif;
    background:#f3f5f8;color:#1d2433}
  main{width:100%;max-width:380px;margin:24px;padding:32px;background:#fff;border-radius:8px;
    box-shadow:0 2px 12px rgba(29,36,51,.12)}
  h1{margin:0 0 24px;font-size:22px;font-weight:600}
  label{display:block;margin:16px 0 6px;font-size:14px;font-weight:500}
  input{width:100%;padding:9px 12px;font-size:15px;border:1px solid #c5ccd8;border-radius:4px}
  input:focus{outline:2px solid #2f6fed;outline-offset:1px;border-color:#2f6fed}
  button{width:100%;margin-top:24px;padding:10px;font-size:15px;font-weight:600;color:#fff;
    background:#2f6fed;border:0;border-radius:4px;cursor:pointer}
  button:disabled{opacity:.6;cursor:progress}
  .notice{margin:24px 0 0;padding:12px 14px;font-size:14px;background:#eef4ff;
    border:1px solid #c9dafc;border-radius:4px}
  .notice h2{margin:0 0 6px;font-size:14px;font-weight:600}
  .notice p{margin:0 0 8px}
  .notice>div>:last-child{margin-bottom:0}
  .notice a,.link a{color:#1d4ed8}
  .link{margin:16px 0 0;font-size:14px}
  .alert{margin:0 0 8px;padding:10px 12px;font-size:14px;color:#a4262c;background:#fde7e9;
    border-radius:4px}
  p{line-height:1.5}
  code{background:#eef1f6;padding:2px 4px;border-radius:3px}
`;

function layout(title: string, body: string, script = '', lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script}
</body>
</html>
`;
}

/** What a sign-in page says, in one language. */
export interface SignInTexts {
  /** The page's language (a BCP 47 tag such as `zh-CN`). */
  lang: string;
  /** The document title and heading. */
  title: string;
  /** Label of the login name field. */
  username: string;
  /** Label of the password field. */
  password: string;
  /** The button. */
  submit: string;
  /** Shown when the browser cannot encrypt the password. */
  encryptFailed: string;
  /** Shown when JavaScript is off. */
  noScript: string;
  /** A link under the button (the portal's forgotten password). */
  link?: { href: string; label: string };
}

/** The operators' sign-in page (the OAuth server's own), in English. */
export const OAUTH_SIGN_IN_TEXTS: SignInTexts = {
  lang: 'en',
  title: 'Sign in',
  username: 'Login name',
  password: 'Password',
  submit: 'Sign in',
  encryptFailed: 'The password could not be encrypted; reload the page and try again',
  noScript: 'Signing in needs JavaScript: the password is encrypted in the browser.',
};

/** Fields of the sign-in page. */
export interface SignInPage {
  /** OAuth client id (posted back). */
  clientId: string;
  /** Where to go after signing in (posted back). */
  redirectUri: string;
  /** OAuth response type (posted back). */
  responseType: string;
  /** Opaque client state (posted back, returned in the redirect). */
  state: string;
  /** Login name to keep in the field. */
  loginName: string;
  /** Error to show, if any. */
  message: string | null;
  /** Base64 body of the RSA public key the password is encrypted with. */
  publicKey: string;
  /**
   * The sign-in notice (static text `HZERO.SIGN_IN.NOTICE`): its title, its HTML (from the
   * static texts' allow-list, shown as it is) and its language (a BCP 47 tag such as `zh-CN`).
   */
  notice?: { title: string; html: string; lang: string } | null;
  /** What the page says (default: the operators' page). */
  texts?: SignInTexts;
  /** The page posted from, posted back so that a refusal shows the same page (`portal`). */
  variant?: string;
}

/**
 * The sign-in page's one inline script (the Content-Security-Policy allows it by its hash): it
 * encrypts the password on submit, and enables the button, which the page sends disabled so that
 * a click before the encryption is loaded cannot post the form without the password.
 */
export const SIGN_IN_INLINE_SCRIPT = `
(function () {
  var form = document.getElementById('sign-in');
  var plain = document.getElementById('password-plain');
  var hidden = document.getElementById('password');
  var button = document.getElementById('sign-in-button');
  var alertBox = document.getElementById('alert');
  var failed = form.getAttribute('data-encrypt-failed');
  function fail(text) {
    alertBox.textContent = text;
    alertBox.hidden = false;
    button.disabled = false;
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    button.disabled = true;
    try {
      var encrypt = new JSEncrypt();
      encrypt.setPublicKey(form.getAttribute('data-public-key'));
      var cipher = encrypt.encrypt(plain.value);
      if (!cipher) { fail(failed); return; }
      hidden.value = cipher;
      form.submit();
    } catch (e) {
      fail(failed);
    }
  });
  button.disabled = false;
})();
`;

const SIGN_IN_SCRIPT = `<script src="/oauth/static/jsencrypt.min.js"></script>
<script>${SIGN_IN_INLINE_SCRIPT}</script>`;

function renderNotice(notice: NonNullable<SignInPage['notice']>): string {
  return `
<aside class="notice" lang="${escapeHtml(notice.lang)}" aria-labelledby="notice-title">
<h2 id="notice-title">${escapeHtml(notice.title)}</h2>
<div>${notice.html}</div>
</aside>`;
}

/**
 * A sign-in page: the OAuth server's (operators) or the portal's. The visible password field has
 * no name, so the plain password is never posted: the script encrypts it into the hidden
 * `password` field.
 */
export function renderSignInPage(page: SignInPage): string {
  const texts = page.texts ?? OAUTH_SIGN_IN_TEXTS;
  const hidden = (name: string, value: string): string =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const alert = page.message
    ? `<p id="alert" class="alert" role="alert">${escapeHtml(page.message)}</p>`
    : '<p id="alert" class="alert" role="alert" hidden></p>';
  const link = texts.link
    ? `\n<p class="link"><a href="${escapeHtml(texts.link.href)}">${escapeHtml(texts.link.label)}</a></p>`
    : '';
  const body = `<h1>${escapeHtml(texts.title)}</h1>
${alert}
<form id="sign-in" method="post" action="/oauth/login" data-public-key="${escapeHtml(page.publicKey)}" data-encrypt-failed="${escapeHtml(texts.encryptFailed)}" autocomplete="on">
${hidden('client_id', page.clientId)}
${hidden('redirect_uri', page.redirectUri)}
${hidden('response_type', page.responseType)}
${hidden('state', page.state)}${page.variant ? `\n${hidden('variant', page.variant)}` : ''}
<input type="hidden" id="password" name="password" value="">
<label for="username">${escapeHtml(texts.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" required maxlength="128" value="${escapeHtml(page.loginName)}"${page.loginName ? '' : ' autofocus'}>
<label for="password-plain">${escapeHtml(texts.password)}</label>
<input id="password-plain" type="password" autocomplete="current-password" maxlength="64"${page.loginName ? ' autofocus' : ''}>
<button id="sign-in-button" type="submit" disabled>${escapeHtml(texts.submit)}</button>
<noscript><p>${escapeHtml(texts.noScript)}</p></noscript>
</form>${link}${page.notice ? renderNotice(page.notice) : ''}`;
  return layout(texts.title, body, SIGN_IN_SCRIPT, texts.lang);
}

/** A short page explaining why a request cannot go on. */
export function renderNoticePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

/** Shown instead of the SPA when STATIC_DIR has no index.html. */
export function renderBuildMissingPage(staticDir: string): string {
  return layout(
    'The web app is not built',
    `<h1>The web app is not built</h1>
<p>No <code>index.html</code> was found in <code>${escapeHtml(staticDir)}</code>.</p>
<p>Run <code>npm run build</code>, then reload this page. The API is running.</p>`,
  );
}
