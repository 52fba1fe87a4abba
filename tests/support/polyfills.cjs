// jsdom lacks what react-router 7 expects from a browser. (No MessageChannel on purpose: React's
// scheduler would keep a real MessagePort open and Jest would never exit.)
const { TextEncoder, TextDecoder } = require('node:util');
const { ReadableStream, TransformStream, WritableStream } = require('node:stream/web');

Object.assign(globalThis, { TextEncoder, TextDecoder });
Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });
