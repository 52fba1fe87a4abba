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
  notification: {
    networkTitle: 'Network request exception',
    networkDescription: 'Please try again later',
    success: 'Operation succeeded',
    failed: 'Operation failed',
    exception: 'Operation exception',
  },
};

export default en_US;
