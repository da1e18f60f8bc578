// The jsdom test environment of every front-end bundle. jsdom has no fetch (nor TextEncoder, which
// react-router needs): lend Node's, so tests talk to a real local node:http server through our real
// request layer; `reconfigureJsdom({ url })` points the page origin at that server.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Request, Response, Headers, TextEncoder, TextDecoder } = globalThis;
    Object.assign(this.global, { fetch, Request, Response, Headers, TextEncoder, TextDecoder });
    // The offline queue (IndexedDB through fake-indexeddb in tests) clones values and tells other
    // contexts through a BroadcastChannel: Node's, which jsdom lacks.
    const { BroadcastChannel, structuredClone } = globalThis;
    Object.assign(this.global, { BroadcastChannel, structuredClone });
    // jsdom only logs "not implemented" for scrolling (ScrollRestoration calls it on every render).
    this.global.scrollTo = () => {};
    // jsdom has no PointerEvent; a MouseEvent carries the clientX the swipe gesture reads.
    this.global.PointerEvent ??= class PointerEvent extends this.global.MouseEvent {};
    this.global.reconfigureJsdom = (options) => this.dom.reconfigure(options);
  }
}

module.exports = JsdomWithFetchEnvironment;
