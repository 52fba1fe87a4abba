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
  // Two stories at a time: each tells loki itself when it is painted (.storybook/preview.tsx).
  // 180 stories took 471 s one at a time, 315 s two at a time.
  chromeConcurrency: '2',
  chromeLoadTimeout: '60000',
  // pixelmatch's colour threshold 0.01: a difference of one or two levels of a colour (the
  // anti-aliasing of a rounded corner varies so between runs) is no difference; any visible
  // change still is.
  chromeTolerance: '1',
  reference: './.loki/reference',
  output: './.loki/current',
  difference: './.loki/difference',
  configurations: {
    'chrome.desktop': { target: 'chrome.app', width: 1024, height: 768 },
  },
};
