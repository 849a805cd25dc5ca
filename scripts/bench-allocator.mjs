// What the memory sections read of workerd besides RSS (does the RSS settle,
// and if not, why): its allocator's figures, and every isolate's heap through its inspector.
// Bench only: nothing here reaches a worker. Needs gdb (Debian's `gdb`) and ptrace rights over
// the processes it starts; without them the allocator's figures read n/a.
//
// workerd (the npm package's Linux build) links Google's tcmalloc into its executable: the
// executable itself exports malloc/free (`readelf --dyn-syms`), so glibc's malloc, its arenas
// and MALLOC_ARENA_MAX never serve workerd, and a library in LD_PRELOAD (jemalloc) is mapped
// but not called (the executable comes first in the dynamic linker's lookup order).
// tcmalloc keeps freed pages for reuse unless asked to give them back; workerd does not ask.
// Its own figures tell memory in use by the program from memory the allocator keeps free, and
// it can be asked to release the free pages: both through tcmalloc's C entry points
// (MallocExtension_Internal_*), called in the live process by gdb while it is idle.
//
// BENCH_MEMORY_ALLOCATOR (bench-memory.mjs, bench-soak.mjs, bench-memory-control.mjs):
//   tcmalloc  workerd as shipped (the default);
//   release   the same, and after each reading tcmalloc is asked to return its free pages to the
//             system (MallocExtension_Internal_ReleaseMemoryToSystem), then RSS is read again:
//             what RSS would be with an allocator that does not keep freed memory;
//   arena2    MALLOC_ARENA_MAX=2 in wrangler dev's environment (glibc's knob);
//   jemalloc  LD_PRELOAD of Debian's libjemalloc2 (apt-get install libjemalloc2).
// The header says whether the variable reached workerd and whether tcmalloc still serves it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

export const ALLOCATORS = ['tcmalloc', 'release', 'arena2', 'jemalloc'];
export const ALLOCATOR = ALLOCATORS.includes(process.env.BENCH_MEMORY_ALLOCATOR ?? '') ? process.env.BENCH_MEMORY_ALLOCATOR : 'tcmalloc';
const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

/** The variables the chosen allocator adds to wrangler dev's environment (workerd inherits them). */
export function allocatorEnv(allocator = ALLOCATOR) {
  if (allocator === 'arena2') return { MALLOC_ARENA_MAX: '2' };
  if (allocator === 'jemalloc') {
    if (!existsSync(JEMALLOC)) throw new Error(`BENCH_MEMORY_ALLOCATOR=jemalloc needs ${JEMALLOC} (apt-get install libjemalloc2)`);
    return { LD_PRELOAD: JEMALLOC };
  }
  return {};
}

/** tcmalloc's figures, bytes: in use by the program, and kept free in each of its caches. */
const PROPERTIES = {
  heap: 'generic.heap_size',
  inUse: 'generic.current_allocated_bytes',
  pageheapFree: 'tcmalloc.pageheap_free_bytes',
  unmapped: 'tcmalloc.pageheap_unmapped_bytes',
  cpuFree: 'tcmalloc.cpu_free',
  centralFree: 'tcmalloc.central_cache_free',
  transferFree: 'tcmalloc.transfer_cache_free',
  metadata: 'tcmalloc.metadata_bytes',
  physical: 'generic.physical_memory_used',
};
const GET = '((char(*)(const char*, unsigned long, unsigned long*))MallocExtension_Internal_GetNumericProperty)';
const RELEASE = '((void(*)(unsigned long))MallocExtension_Internal_ReleaseMemoryToSystem)';

/**
 * Reads tcmalloc's figures in the live process `pid` (gdb attaches, calls, detaches: the
 * process stops for a second or two, so only while it is idle); with `release`, then asks it to
 * return every free page to the system and reads them again. null when gdb cannot (no gdb, no
 * tcmalloc, ptrace refused).
 */
export function allocatorFigures(pid, { release = false } = {}) {
  const reads = Object.entries(PROPERTIES).flatMap(([name, property]) => [
    `set *$v = 0`,
    `call (void)${GET}("${property}", ${property.length}, $v)`,
    `printf "${name} %lu\\n", *$v`,
  ]);
  const commands = [
    'set $v = ((unsigned long*(*)(unsigned long))malloc)(8)',
    ...reads,
    ...(release ? [`call (void)${RELEASE}(~0UL)`, 'printf "released\\n"', ...reads.map((line) => line.replace('printf "', 'printf "after.'))] : []),
    'call (void)((void(*)(void*))free)($v)',
  ];
  let output;
  try {
    output = execFileSync('gdb', ['-batch', '-nx', '-p', String(pid), ...commands.flatMap((command) => ['-ex', command])], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 120_000,
    });
  } catch {
    return null;
  }
  const figures = { before: {}, after: null };
  for (const [, after, name, value] of output.matchAll(/^(after\.)?(\w+) (\d+)$/gm)) {
    if (after) figures.after ??= {};
    (after ? figures.after : figures.before)[name] = Number(value);
  }
  return figures.before.inUse > 0 ? figures : null;
}

/** The allocator's free memory (bytes): page heap and its caches, not unmapped pages. */
export const keptFree = (f) => f.pageheapFree + f.cpuFree + f.centralFree + f.transferFree;

/**
 * What the kernel counts for `pid` (MB): anonymous memory (smaps_rollup), the number of anonymous
 * mappings and the size of the [heap] mapping (/proc/<pid>/maps).
 */
export function anonymousOf(pid) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const anonymous = Number(/^Anonymous:\s+(\d+) kB/m.exec(rollup)?.[1] ?? Number.NaN) / 1024;
  let mappings = 0;
  let heap = 0;
  for (const line of readFileSync(`/proc/${pid}/maps`, 'utf8').split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length === 5 && fields[4] === '0') mappings += 1;
    if (fields[5] === '[heap]') {
      const [start, end] = fields[0].split('-').map((hex) => Number.parseInt(hex, 16));
      heap = (end - start) / 1024 / 1024;
    }
  }
  return { anonymous, mappings, heap };
}

/** Whether the chosen allocator's variable reached workerd, and which allocator serves it. */
export function allocatorReport(pid, allocator = ALLOCATOR) {
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const wanted = Object.entries(allocatorEnv(allocator)).map(([name, value]) => `${name}=${value}`);
  const reached = wanted.map((pair) => `${pair} ${environ.includes(pair) ? 'reached workerd' : 'did NOT reach workerd'}`);
  const jemallocMapped = readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libjemalloc');
  const figures = allocatorFigures(pid);
  const serving = figures
    ? `tcmalloc serves it (${(figures.before.inUse / 1024 / 1024).toFixed(0)} MB in use by the program)`
    : 'tcmalloc figures not read (gdb missing or refused)';
  return `allocator ${allocator}: ${[...reached, ...(jemallocMapped ? ['libjemalloc mapped'] : []), serving].join('; ')}`;
}

/** The TCP ports `pid` listens on (from /proc: its sockets' inodes in /proc/<pid>/net/tcp). */
function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith('socket:[')) inodes.add(target.slice(8, -1));
    } catch {
      // closed meanwhile
    }
  }
  return readFileSync(`/proc/${pid}/net/tcp`, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === '0A' && inodes.has(fields[9]))
    .map((fields) => Number.parseInt(fields[1].split(':')[1], 16));
}

/** The Origin an inspector client names: one wrangler's inspector proxy allows (localhost). */
export const INSPECTOR_ORIGIN = { Origin: 'http://localhost' };

/** Milliseconds a request sent back without a result waits for a real answer before it counts as answered. */
const ECHO_GRACE_MS = 1_000;
/** Requests whose real answer takes long to come (the profile, a heap snapshot): waited for up to this. */
const SLOW_ANSWERS_MS = { 'Profiler.stop': 120_000, 'HeapProfiler.takeHeapSnapshot': 120_000 };

/**
 * Settles the pending call a CDP message answers (`pending`: id → resolve). wrangler's inspector
 * proxy (miniflare 5) sends some requests back as they were sent (their method and params, no
 * result) and never answers them otherwise (Profiler.enable); the others get their result, with
 * their method. So a result or an error answers at once, a request sent back after a grace.
 */
export function answerOrEcho(message, pending) {
  const resolve = pending.get(message.id);
  if (!resolve) return;
  if ('result' in message || 'error' in message) {
    pending.delete(message.id);
    resolve(message);
    return;
  }
  setTimeout(() => {
    if (pending.get(message.id) !== resolve) return;
    pending.delete(message.id);
    resolve(message);
  }, SLOW_ANSWERS_MS[message.method] ?? ECHO_GRACE_MS).unref();
}

/**
 * An isolate's V8 heap through an inspector: wrangler dev's (`--inspector-port` as a number,
 * which forwards to the isolate of the worker it runs) or a WebSocket address of workerd's own.
 * Used and total bytes before, then after a full collection with the bytes of its ArrayBuffers: workerd does not answer
 * HeapProfiler.collectGarbage, and a heap snapshot collects first, so one is taken (its chunks,
 * some MB, are read and dropped) and the heap read after it (`collected` false when it was not).
 */
export async function heapOf(inspector, seconds = 30, { collect = true } = {}) {
  const WebSocketClass = globalThis.WebSocket ?? (await import('ws')).WebSocket;
  // wrangler's inspector proxy (miniflare 5) refuses a client that names no Origin (Node's WebSocket sends none).
  const socket = new WebSocketClass(typeof inspector === 'number' ? `ws://127.0.0.1:${inspector}/ws` : inspector, { headers: INSPECTOR_ORIGIN });
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error('the inspector refused the connection'));
  });
  let id = 0;
  const pending = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id !== undefined) answerOrEcho(message, pending);
  };
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      id += 1;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
      setTimeout(() => reject(new Error(`${method} had no answer within ${seconds} s`)), seconds * 1000).unref();
    });
  try {
    const before = (await call('Runtime.getHeapUsage')).result;
    const collected = collect
      ? await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false }).then(
          () => true,
          () => false,
        )
      : false;
    const { result } = await call('Runtime.getHeapUsage');
    if (!result) return null;
    // backingStorageSize: ArrayBuffers' contents, outside the V8 heap (in tcmalloc's).
    return {
      used: result.usedSize,
      total: result.totalSize,
      backing: result.backingStorageSize ?? Number.NaN,
      collected,
      before: before ? { used: before.usedSize, total: before.totalSize } : null,
    };
  } finally {
    socket.close();
  }
}

/**
 * The V8 heaps of every other isolate in workerd `pid` than ours, before and after a collection
 * (heapOf; `collect` false: none, as workerd left alone would), through workerd's own inspector: each worker is a target there (miniflare's KV,
 * Cache API, R2, queues and assets simulators, its entry and proxy workers). Ours,
 * `core:user:<name>`, is left out: a session opened on it here ends the one wrangler dev's
 * inspector port holds. An isolate that does not answer is left out; {} when no inspector is found.
 */
export async function otherIsolateHeaps(pid, ours, { collect = true } = {}) {
  for (const port of listeningPorts(pid)) {
    let targets;
    try {
      targets = await (await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(3000) })).json();
    } catch {
      continue;
    }
    if (!Array.isArray(targets)) continue;
    const heaps = {};
    for (const { id } of targets) {
      if (id === `core:user:${ours}`) continue;
      const heap = await heapOf(`ws://127.0.0.1:${port}/${id}`, 15, { collect }).catch(() => null);
      if (heap) heaps[id] = heap;
    }
    return heaps;
  }
  return {};
}

/** The isolates' heaps added up (bytes): totals before the collection, used after it. */
export const totalOf = (heaps) => ({
  before: Object.values(heaps).reduce((sum, heap) => sum + (heap.before?.total ?? 0), 0),
  live: Object.values(heaps).reduce((sum, heap) => sum + heap.used, 0),
  backing: Object.values(heaps).reduce((sum, heap) => sum + (Number.isFinite(heap.backing) ? heap.backing : 0), 0),
});

/** Whether readings (MB, the last three rounds or samples) settled: the last at most 3 % above the first. */
export function settled(label, readings, share = 0.03) {
  const growth = (readings.at(-1) - readings[0]) / readings[0];
  return (
    `${label} ${readings.map((n) => n.toFixed(0)).join(' → ')} MB, ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %: ` +
    `${growth <= share ? 'SETTLED' : 'NOT settled'}`
  );
}

/** The verdicts of the last rounds: RSS idle, after the collections and, when the allocator releases, after release. */
export function roundsSettled(rounds, allocator = ALLOCATOR) {
  const of = (key) => rounds.map((round) => round[key]);
  const verdicts = [settled('RSS idle', of('rss')), settled('after the collections', of('collected'))];
  if (allocator === 'release') verdicts.push(settled('after release', of('released')));
  return verdicts.join('; ');
}
