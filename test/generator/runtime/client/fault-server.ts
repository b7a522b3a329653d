/**
 * A real node:http server on 127.0.0.1 that answers each request with a scripted step: a status
 * and body, a reset connection, a late answer, a broken body. It records every request.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { afterEach, vi } from 'vitest';
import type { ClientOptions, Clock } from '../../../../generator/runtime/client/index.ts';
import { startLoopbackServer } from '../../../support/loopback.ts';
import { createIncidentClient } from './fixture.ts';

export type Step =
  | { status: number; statusText?: string; headers?: Record<string, string>; json?: unknown; text?: string }
  | { reset: true }
  | { delayMs: number; then: Step }
  /** Sends the headers and part of a JSON body, then cuts the connection. */
  | { cutBodyAfter: string };

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface FaultServer {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

export type Responder = (request: Recorded, index: number) => Step;

/** Answers with the steps in order, then repeats the last one. */
export const inOrder =
  (...steps: Step[]): Responder =>
  (_request, index) =>
    steps[Math.min(index, steps.length - 1)]!;

export async function startFaultServer(respond: Responder): Promise<FaultServer> {
  const requests: Recorded[] = [];
  const server = await startLoopbackServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      requests.push(recorded);
      play(respond(recorded, requests.length - 1), res);
    });
  });
  return { url: server.url, requests, close: server.close };
}

function play(step: Step, res: ServerResponse): void {
  if ('reset' in step) {
    res.socket?.resetAndDestroy();
    return;
  }
  if ('delayMs' in step) {
    const timer = setTimeout(() => play(step.then, res), step.delayMs);
    res.on('close', () => clearTimeout(timer));
    return;
  }
  if ('cutBodyAfter' in step) {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(step.cutBodyAfter.length + 100) });
    res.write(step.cutBodyAfter, () => res.socket?.destroy());
    return;
  }
  const body = step.json !== undefined ? JSON.stringify(step.json) : (step.text ?? '');
  const type = step.json !== undefined ? { 'content-type': 'application/json' } : {};
  if (step.statusText !== undefined) res.statusMessage = step.statusText;
  res.writeHead(step.status, { ...type, ...step.headers });
  res.end(body);
}

/** Time that passes only when the client sleeps; records every wait. */
export class VirtualClock implements Clock {
  time = 1_700_000_000_000;
  readonly sleeps: number[] = [];

  now(): number {
    return this.time;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    this.sleeps.push(ms);
    this.time += ms;
  }
}

export const API_KEY = 'inc_test_key_0123456789abcdefSECRET';

export const apiError = (status: number, type: string, extra: Record<string, unknown> = {}) => ({
  type,
  status,
  request_id: `req-${status}`,
  errors: [{ code: type, message: `a ${type}` }],
  ...extra,
});

/**
 * For one test file: `serve` starts a fault server, `setUp` also makes a client on it with a
 * virtual clock; everything started is closed (and console spies restored) after each test.
 */
export function faultServers() {
  const servers: FaultServer[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  const serve = async (respond: Responder): Promise<FaultServer> => {
    const server = await startFaultServer(respond);
    servers.push(server);
    return server;
  };
  const setUp = async (respond: Responder, options: Partial<ClientOptions> = {}) => {
    const server = await serve(respond);
    const clock = new VirtualClock();
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, ...options });
    return { server, clock, client };
  };
  return { serve, setUp };
}
