// A stand-in for https://apis.google.com/js/api.js with the part of gapi.iframes that Firebase Auth uses
// (firebase 12.19.0, @firebase/auth 1.13.6: packages/auth/src/platform_browser/iframe/gapi.ts, iframe.ts) and
// the Auth Emulator's helper iframe uses. Served by the auth stand-in; both sides talk over postMessage.
(() => {
  const TAG = '__kaverGapiShim';
  const gapi = window.gapi || {};
  window.gapi = gapi;
  const acceptAll = () => true;
  const replies = new Map();
  let nextId = 1;

  const post = (target, message) => target.postMessage({ [TAG]: true, ...message }, '*');
  const reply = (target, id, result) => post(target, { kind: 'reply', id, result: [result] });

  /** One side of a channel: handlers registered by name, messages to a handler not yet there wait for it. */
  function endpoint(target) {
    const handlers = new Map();
    const waiting = new Map();
    return {
      target,
      register(name, handler) {
        handlers.set(name, handler);
        for (const message of waiting.get(name) ?? []) this.deliver(message);
        waiting.delete(name);
      },
      send(name, data, callback) {
        const id = nextId++;
        if (callback) replies.set(id, callback);
        post(target(), { kind: 'send', name, data, id });
      },
      deliver(message) {
        const handler = handlers.get(message.name);
        if (!handler) {
          waiting.set(message.name, [...(waiting.get(message.name) ?? []), message]);
          return;
        }
        Promise.resolve(handler(message.data)).then((result) => reply(target(), message.id, result));
      },
    };
  }

  // Parent side: iframes opened with context.open().
  const frames = [];
  function IframeHandle(element) {
    const channel = endpoint(() => element.contentWindow);
    const handle = {
      element,
      channel,
      ready: false,
      waitingForReady: [],
      restyle: () => Promise.resolve(),
      ping(callback) {
        return new Promise((resolve) => {
          const done = () => {
            if (callback) callback();
            resolve([]);
          };
          if (handle.ready) done();
          else handle.waitingForReady.push(done);
        });
      },
      register: (name, handler) => channel.register(name, handler),
      send: (name, data, callback) => channel.send(name, data, callback),
      getIframeEl: () => element,
    };
    frames.push(handle);
    return handle;
  }

  const context = {
    open(options, callback) {
      const element = document.createElement('iframe');
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === 'style') Object.assign(element.style, value);
        else element.setAttribute(name, String(value));
      }
      element.src = options.url;
      (options.where ?? document.body).appendChild(element);
      const handle = IframeHandle(element);
      return Promise.resolve(callback ? callback(handle) : handle);
    },
    // Child side: the page that opened this frame.
    getParentIframe: () => parentChannel,
  };

  const parentChannel = window.parent !== window ? endpoint(() => window.parent) : null;

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    if (message.kind === 'reply') {
      const callback = replies.get(message.id);
      replies.delete(message.id);
      try {
        callback?.(message.result);
      } catch {
        // Firebase's webStorageSupport callback always ends with a throw of its own; gapi swallows it too.
      }
      return;
    }
    const frame = frames.find((candidate) => candidate.element.contentWindow === event.source);
    if (frame && message.kind === 'ready') {
      frame.ready = true;
      for (const done of frame.waitingForReady.splice(0)) done();
      return;
    }
    if (message.kind !== 'send') return;
    if (frame) frame.channel.deliver(message);
    else if (parentChannel && event.source === window.parent) parentChannel.deliver(message);
  });

  gapi.load = (_name, options) => {
    const callback = typeof options === 'function' ? options : options?.callback;
    setTimeout(() => callback?.(), 0);
  };
  gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: acceptAll,
    SAME_ORIGIN_IFRAMES_FILTER: acceptAll,
    Iframe: IframeHandle,
    getContext: () => context,
  };

  if (parentChannel) post(window.parent, { kind: 'ready' });
  const onload = new URL(document.currentScript?.src ?? location.href).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
