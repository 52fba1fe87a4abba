/**
 * loki (visual regression) configuration. loki runs from tools/loki (see README) against the
 * static Storybook that scripts/visual.mjs serves on 127.0.0.1.
 */
module.exports = {
  chromeSelector: '#storybook-root > *',
  chromeFlags: [
    ...require('./scripts/chromium-flags.json'),
    '--hide-scrollbars',
    '--font-render-hinting=none',
  ].join(' '),
  chromeConcurrency: '1',
  chromeLoadTimeout: '60000',
  chromeTolerance: '0',
  reference: './.loki/reference',
  output: './.loki/current',
  difference: './.loki/difference',
  configurations: {
    'chrome.desktop': { target: 'chrome.app', width: 1024, height: 768 },
  },
};
