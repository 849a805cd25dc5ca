'use strict';
// The worker's one React server renderer (wrangler.toml [alias] maps react-dom/server and
// react-dom/server.edge here). React's own server.edge entry also pulls in the legacy
// browser renderer, only for renderToString, which the worker never calls: every page
// streams (renderToReadableStream) or is prerendered for crawlers (react-dom/static.edge,
// which reads this same file). About 260 KB less in the worker bundle.
// It encodes the page's pieces with ChunkEncoder (chunk-encoder.cjs), not one runtime call each.
var withChunkEncoder = require('./chunk-encoder.cjs').withChunkEncoder;
var s = withChunkEncoder(() =>
  process.env.NODE_ENV === 'production'
    ? require('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
    : require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js'),
);

exports.version = s.version;
exports.renderToReadableStream = s.renderToReadableStream;
exports.resume = s.resume;
exports.prerender = s.prerender;
function notInTheWorker() {
  throw new Error('renderToString and renderToStaticMarkup are not part of the worker bundle: pages stream (worker/site/render/renderer.tsx)');
}
exports.renderToString = notInTheWorker;
exports.renderToStaticMarkup = notInTheWorker;
