// React's streaming renderer for the edge, and nothing else (decision 0180).
// `react-dom/server.edge` is a CommonJS module that requires two builds: the streaming one
// (renderToReadableStream, which the worker uses) and `react-dom-server-legacy.browser`
// (renderToString, 263 KB raw, which it never calls). A bundler cannot drop a `require`, so
// importing the package's entry carries both. This module requires the streaming build alone,
// chosen by NODE_ENV as React's own entry chooses it: wrangler defines NODE_ENV as "production"
// for `wrangler deploy` (and `npm run build`) and the development build never reaches the bundle;
// `wrangler dev` gets React's development build with its warnings. The package's `exports` do not
// list its cjs/ files, hence the path into node_modules. scripts/bench/worker-bundle.test.mjs
// fails if the legacy renderer comes back.
import type { renderToReadableStream as RenderToReadableStream } from 'react-dom/server.edge';

declare const require: (path: string) => { renderToReadableStream: typeof RenderToReadableStream };
declare const process: { env: { NODE_ENV?: string } };

export const renderToReadableStream: typeof RenderToReadableStream = (
  process.env.NODE_ENV === 'production'
    ? require('../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
    : require('../node_modules/react-dom/cjs/react-dom-server.edge.development.js')
).renderToReadableStream;
