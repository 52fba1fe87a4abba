/* global window */
// Internet Explorer below version 11 cannot run the app: suggest another browser.
(function () {
  var match = /MSIE (\d+)/.exec(navigator.userAgent);
  if (match && parseInt(match[1], 10) < 11) window.location.replace('/suggest-browser.html');
})();
