// jsdom, plus the fetch API of Node (react-router's data routers build Request objects).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Request, Response, Headers, fetch, AbortController, AbortSignal } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, fetch, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetch;
