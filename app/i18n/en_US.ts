/** English messages: the source of the message key type. Nested keys, `%{var}` placeholders. */
const en_US = {
  app: {
    name: 'HZERO Platform',
    workplace: 'Workplace',
    loading: 'Loading…',
  },
  exception: {
    403: 'Sorry, you have no permission to access this page',
    404: 'Sorry, the page you visited does not exist',
    500: 'Sorry, the server went wrong',
    501: 'The server does not support this operation',
    serverAnswer: 'The server answered: %{answer}',
    backHome: 'Back home',
  },
  notAvailable: {
    title: 'Not available yet',
    description: '%{name} is on its way and not available in this release yet.',
  },
  portal: {
    name: 'Sequencing Portal',
  },
  session: {
    unauthorized: {
      title: 'Your session has ended',
      description:
        'Your sign-in has expired or is no longer valid. Sign in again to go on where you were.',
    },
    kickoff: {
      title: 'Signed in elsewhere',
      description:
        'Your account was signed in on another browser or device, so this session was closed. Sign in again to go on where you were.',
    },
    signInAgain: 'Sign in again',
  },
  header: {
    userMenu: 'Account menu of %{name}',
    role: 'Role',
    tenant: 'Tenant',
    defaultTenant: 'Default tenant',
    setDefaultTenant: 'Make %{tenant} my default tenant',
    isDefault: '%{tenant} (default)',
    language: 'Language',
    signOut: 'Sign out',
  },
  account: {
    signIn: {
      title: 'Sign in to the Sequencing Portal',
      username: 'E-mail or login name',
      password: 'Password',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
    },
    forgot: {
      title: 'Reset your password',
      intro:
        'Enter the e-mail address of your account and we will send you a link to set a new password.',
      email: 'E-mail address',
      submit: 'Send the link',
      sent: 'If this address belongs to an account, a link is on its way. It works once, within 30 minutes.',
      backToSignIn: 'Back to sign-in',
    },
    reset: {
      title: 'Choose a new password',
      submit: 'Set the password',
      done: 'Your password is set. You can sign in with it now.',
    },
    activate: {
      title: 'Activate your account',
      intro: 'Choose the password you will sign in with.',
      submit: 'Activate',
      done: 'Your account is active. You can sign in now.',
      missingToken: 'This page needs the link from your invitation e-mail.',
    },
    newPassword: 'New password',
    confirmPassword: 'Repeat the password',
    passwordHelp: '8 to 64 characters, with at least one letter and one digit.',
    errors: {
      required: '%{field} is required',
      email: 'Enter an e-mail address such as name@example.com',
      passwordRule: 'Use 8 to 64 characters, with at least one letter and one digit',
      mismatch: 'The two passwords differ',
      badCredentials: 'Wrong login name or password',
      locked: 'Account locked after 5 failed sign-ins; try again in %{minutes} minutes',
      disabled: 'This account is disabled; ask your team manager',
      notActivated: 'This account is not active yet: use the link in your invitation e-mail',
    },
    maintenance: {
      title: 'Under maintenance',
      description:
        'The portal is being updated and will be back shortly. Thank you for your patience.',
    },
  },
  notification: {
    networkTitle: 'Network request exception',
    networkDescription: 'Please try again later',
    success: 'Operation succeeded',
    failed: 'Operation failed',
    exception: 'Operation exception',
  },
};

export default en_US;
