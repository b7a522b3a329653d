/**
 * prettier, run in a worker thread of its own, for the files format/layout/ does not take: the
 * worker starts with the first such file, so a generation whose files are all laid out never
 * loads prettier. The main thread never loads prettier.
 */
import { Worker } from 'node:worker_threads';
import type { Options } from 'prettier';
import { WORKER_OPTIONS } from '../workers/worker-job.ts';
import { installedVersion } from '../write/fingerprint.ts';

/** The house style of generated code. babel-ts prints the same as the typescript parser here, in two thirds of the time. */
export const PRETTIER_OPTIONS: Options = { parser: 'babel-ts', singleQuote: true, printWidth: 120, trailingComma: 'all' };

/** What the output depends on besides the input text: the format cache's key (format/cache.ts). */
export const prettierIdentity = (): string => `prettier@${installedVersion('prettier')}\0${JSON.stringify(PRETTIER_OPTIONS)}`;

export interface Formatter {
  /** The text formatted with PRETTIER_OPTIONS; rejects, naming prettier, when it cannot be parsed. */
  format(source: string): Promise<string>;
  /** Ends the worker once every pending file is answered. */
  close(): void;
}

type Answer = { id: number; formatted: string } | { id: number; error: string };

/** A formatter whose worker starts with the first file handed to it, even after close(). */
export function startFormatter(): Formatter {
  let worker: Formatter | undefined;
  let closed = false;
  return {
    format(source) {
      worker ??= startWorker();
      const answered = worker.format(source);
      if (closed) worker.close();
      return answered;
    },
    close() {
      closed = true;
      worker?.close();
    },
  };
}

function startWorker(): Formatter {
  const worker = new Worker(new URL('./prettier-worker.mjs', import.meta.url), WORKER_OPTIONS);
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let closing = false;
  let failure: Error | undefined;
  const settle = () => {
    if (pending.size > 0) return;
    worker.unref();
    if (closing) void worker.terminate();
  };
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    settle();
  };
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ('error' in answer) waiting?.reject(new Error(`prettier failed: ${answer.error}`));
    else waiting?.resolve(answer.formatted);
    settle();
  });
  worker.once('error', (error) => failAll(new Error(`prettier failed: ${error.message}`)));
  worker.once('exit', (code) => failAll(new Error(`prettier worker exited with status ${code}`)));
  // Idle (nothing pending), the worker must not keep the process alive: a caller that fails
  // before handing it more work, or that forgets close(), still exits. After the listeners:
  // adding a 'message' listener refs the worker again.
  worker.unref();
  return {
    format(source) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      const answered = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.ref();
      worker.postMessage({ id, source, options: PRETTIER_OPTIONS });
      return answered;
    },
    close() {
      closing = true;
      settle();
    },
  };
}
