// @ts-check
// V8's compiled code for the big CommonJS libraries a generation loads (typescript.js in the schema
// worker, ts-morph and its TypeScript copy on the main thread: 9 to 13 MB of JavaScript a thread),
// kept between runs. node 20 compiles them from source on every run (node 22's
// module.enableCompileCache does what this does); from the cache, a thread skips that compilation
// and the lazy compilation of every function the previous run called.
//
// The cache holds compiled code only, never a result: what a library computes is the same with it
// or without it, so the output stays the bytes of a cold run. An entry is keyed by the library's
// file content and node's version and architecture, checked by its own digest when read (V8 checks
// the source's length, not its content, and trusts the rest), and written atomically; a stale,
// damaged or rejected entry is compiled from source again and replaced. Plain JavaScript, loaded by
// node alone: the schema worker installs it before it requires anything.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { threadId } from 'node:worker_threads';

/** Smaller files compile in a few milliseconds: not worth an entry. */
export const CODE_CACHE_MIN_BYTES = 512 * 1024;

/**
 * @typedef {{ hits: number, misses: number, rejected: number, written: number }} CodeCacheStats
 * @typedef {{ save(): void, stats(): CodeCacheStats }} CodeCache
 * @typedef {{ path: string, script: vm.Script }} Compiled
 */

const digest = (/** @type {string | Uint8Array} */ data) => createHash('sha256').update(data).digest();
const DIGEST_BYTES = 32;

/** @type {{ dir: string, minBytes: number, pending: Compiled[], stats: CodeCacheStats } | undefined} */
let active;

/**
 * Compiles the big CommonJS files this thread requires from now on through the cache in `dir`
 * (false: none; nothing is installed). One cache a thread: a later call points it at its own folder.
 * @param {string | false} dir
 * @param {{ minBytes?: number }} [options]
 * @returns {CodeCache}
 */
export function installCodeCache(dir, { minBytes = CODE_CACHE_MIN_BYTES } = {}) {
  if (dir === false) return { save: () => undefined, stats: () => ({ hits: 0, misses: 0, rejected: 0, written: 0 }) };
  if (!active) hookCompile();
  const state = { dir, minBytes, pending: /** @type {Compiled[]} */ ([]), stats: { hits: 0, misses: 0, rejected: 0, written: 0 } };
  active = state;
  return {
    // Called once the work is done: the code then includes every function the run compiled.
    save() {
      for (const { path, script } of state.pending.splice(0)) {
        writeEntry(path, script.createCachedData());
        state.stats.written++;
      }
    },
    stats: () => ({ ...state.stats }),
  };
}

function hookCompile() {
  const prototype = /** @type {{ _compile(content: string, filename: string, format?: string): unknown }} */ (/** @type {unknown} */ (Module.prototype));
  const compile = prototype._compile;
  prototype._compile = function compileThroughCache(content, filename, format) {
    const state = active;
    if (!state || content.length < state.minBytes || format === 'module') return compile.call(this, content, filename, format);
    const path = entryPath(state.dir, filename, content);
    const cachedData = readEntry(path);
    const script = new vm.Script(Module.wrap(content), { filename, cachedData, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
    if (cachedData && !script.cachedDataRejected) state.stats.hits++;
    else {
      if (cachedData) state.stats.rejected++;
      else state.stats.misses++;
      state.pending.push({ path, script });
    }
    const { exports } = /** @type {{ exports: unknown }} */ (/** @type {unknown} */ (this));
    const wrapper = script.runInThisContext({ displayErrors: true });
    return wrapper.call(exports, exports, createRequire(filename), this, filename, dirname(filename));
  };
}

/**
 * `<file>-<content>.bin`: the file's part names the library file (a new version replaces its
 * entry), the content's part names the code the entry was compiled from: the file's bytes (hashed
 * as read, a quarter of the time of hashing the text node decoded from them) and the text's length.
 * @param {string} dir @param {string} filename @param {string} content
 */
function entryPath(dir, filename, content) {
  const file = digest(filename).toString('hex').slice(0, 16);
  const code = createHash('sha256').update(`${process.version}\0${process.arch}\0${content.length}\0`).update(readFileSync(filename)).digest('hex').slice(0, 40);
  return join(dir, `${file}-${code}.bin`);
}

/** The entry's code when its digest holds, else undefined. @param {string} path */
function readEntry(path) {
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch {
    return undefined;
  }
  const data = bytes.subarray(DIGEST_BYTES);
  return bytes.length > DIGEST_BYTES && digest(data).equals(bytes.subarray(0, DIGEST_BYTES)) ? data : undefined;
}

/**
 * Written beside, then renamed over: a reader sees a whole entry or none. The file's older entries
 * go: the cache holds one a library file.
 * @param {string} path @param {Buffer} data
 */
function writeEntry(path, data) {
  try {
    const dir = dirname(path);
    mkdirSync(dir, { recursive: true });
    const name = path.slice(dir.length + 1);
    const file = name.slice(0, name.indexOf('-') + 1);
    const temporary = `${path}.${process.pid}-${threadId}.tmp`;
    writeFileSync(temporary, Buffer.concat([digest(data), data]));
    renameSync(temporary, path);
    for (const older of readdirSync(dir)) if (older.startsWith(file) && older !== name && older.endsWith('.bin')) rmSync(join(dir, older), { force: true });
  } catch {
    // A cache, never an input: a folder that cannot be written costs the next run time only.
  }
}
