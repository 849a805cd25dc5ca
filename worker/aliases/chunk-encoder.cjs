'use strict';
// The TextEncoder React's server renderer is made with (react-dom-server.cjs). React's edge
// build encodes every piece of a page on its own (each tag, attribute name and value, text:
// thousands per page), each with `TextEncoder.encode`, a call into the runtime that makes a new
// ArrayBuffer outside the JS heap: a sixth of V8's samples of a render, 3-6 % of the CPU per
// rendered page in the bench (scripts/bench-cpu.mjs, against the same build without). Short pieces
// of one- and two-byte characters (Latin letters with their accents) are encoded here in JS,
// into small arrays V8 keeps on its own heap; the others by the runtime's encoder. The bytes
// are the same UTF-8 (test/unit/aliases/chunk-encoder.test.ts).

/** The runtime's, taken before the renderer's module runs. */
var NativeEncoder = globalThis.TextEncoder;
var native = new NativeEncoder();

/**
 * The bytes of short pieces already encoded, by their text: most of a page's pieces recur on
 * every render (attribute names, class names, labels), and a piece encoded once is not made
 * again, nor is its array left for the collector. React only copies a piece's bytes into its
 * own buffer (a piece is sent as it is only past 4 KB), so one array serves every render.
 */
var KEPT_LENGTH = 64;
var KEPT_MAX = 4096;
var kept = new Map();

function ChunkEncoder() {}

ChunkEncoder.prototype.encode = function encode(text) {
  if (text.length > KEPT_LENGTH) return encodeOnce(text);
  var bytes = kept.get(text);
  if (bytes === undefined) {
    bytes = encodeOnce(text);
    // Full (texts of one page only: a price, an address), it starts again with what recurs.
    if (kept.size === KEPT_MAX) kept.clear();
    kept.set(text, bytes);
  }
  return bytes;
};

function encodeOnce(text) {
  var length = text.length;
  var size = length;
  var i;
  var code;
  if (length > 512) return native.encode(text);
  for (i = 0; i < length; i += 1) {
    code = text.charCodeAt(i);
    if (code > 0x7ff) return native.encode(text);
    if (code > 0x7f) size += 1;
  }
  var bytes = new Uint8Array(size);
  var at = 0;
  for (i = 0; i < length; i += 1) {
    code = text.charCodeAt(i);
    if (code < 0x80) {
      bytes[at++] = code;
    } else {
      bytes[at++] = 0xc0 | (code >> 6);
      bytes[at++] = 0x80 | (code & 0x3f);
    }
  }
  return bytes;
}

/**
 * Runs `load` (a require of React's renderer) with `TextEncoder` being ChunkEncoder, which the
 * renderer takes once when its module runs; the global is the runtime's again afterwards.
 */
exports.withChunkEncoder = function withChunkEncoder(load) {
  globalThis.TextEncoder = ChunkEncoder;
  try {
    return load();
  } finally {
    globalThis.TextEncoder = NativeEncoder;
  }
};
exports.ChunkEncoder = ChunkEncoder;
