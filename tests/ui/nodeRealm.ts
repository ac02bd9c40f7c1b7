// The jsdom environment puts jsdom's own ArrayBuffer and Uint8Array on the global object, while Node's Buffer,
// TextEncoder and better-sqlite3 make Node's. Server code run in this worker then misreads Node's bytes: Fastify asks
// `payload.buffer instanceof ArrayBuffer` and, told no, serialises a kept JSON answer (a Buffer) as if it were the
// record. Vitest's own node environment puts Node's constructors back for the same reason; the in-process server
// (server.ts) does so here, before anything is imported that could keep the wrong ones.
const nodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
const nodeArrayBuffer = Buffer.alloc(1).buffer.constructor as ArrayBufferConstructor;

for (const [name, value] of [
  ['ArrayBuffer', nodeArrayBuffer],
  ['Uint8Array', nodeUint8Array],
] as const) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: false });
}
