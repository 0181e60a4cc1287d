// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js),
// which these machines cannot reach. The Firebase SDK's popup flow and the Auth
// emulator's helper iframe use only its cross-frame messaging (gapi.iframes:
// open an iframe, ping it, register handlers, send messages); this implements
// exactly that over postMessage. Everything else in the Google sign-in test is
// real: the SDK, the emulator's popup page and iframe, and the Auth emulator.
import type { BrowserContext } from '@playwright/test';

function standIn(onload: string | null): string {
  return `(() => {
  const TAG = 'gapi-stand-in';
  const handlers = {};
  const pending = {};
  let serial = 0;
  function listen() {
    window.addEventListener('message', (event) => {
      const m = event.data;
      if (!m || m.tag !== TAG) return;
      if (m.kind === 'send') {
        const handler = handlers[m.name];
        const result = handler ? handler(m.data) : undefined;
        event.source.postMessage({ tag: TAG, kind: 'reply', id: m.id, results: result === undefined ? [] : [result] }, '*');
      } else if (m.kind === 'reply' && pending[m.id]) {
        pending[m.id](m.results);
        delete pending[m.id];
      }
    });
  }
  function channel(target) {
    return {
      register(name, handler) { handlers[name] = handler; },
      send(name, data, callback) {
        const id = TAG + (serial++);
        if (callback) pending[id] = callback;
        target().postMessage({ tag: TAG, kind: 'send', name, data, id }, '*');
      },
    };
  }
  listen();
  const iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: 'any',
    Iframe: function () {},
    getContext() {
      return {
        getParentIframe: () => channel(() => window.parent),
        open(options, ready) {
          const frame = document.createElement('iframe');
          for (const [key, value] of Object.entries(options.attributes?.style ?? {})) frame.style[key] = value;
          frame.src = options.url;
          const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
          (options.where ?? document.body).appendChild(frame);
          const api = Object.assign(channel(() => frame.contentWindow), {
            restyle: () => Promise.resolve(),
            ping: (callback) => loaded.then(() => callback && callback()),
          });
          return Promise.resolve(ready(api));
        },
      };
    },
  };
  window.gapi = { iframes, load: (_name, options) => setTimeout(() => options.callback(), 0) };
  const onload = ${JSON.stringify(onload)};
  if (onload && window[onload]) window[onload]();
  else if (window.gapi_onload) window.gapi_onload();
})();`;
}

export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: standIn(new URL(route.request().url()).searchParams.get('onload')),
    }),
  );
}
