// Preloaded (`node --import`) when `make consumer` runs the README's examples: they call the
// platform's real base URL, and this sends those requests to the loopback API instead, otherwise
// unchanged. The client, its retries and its parsing are the real ones; only the origin moves.
const target = process.env.INCIDENT_API_BASE_URL;
const PLATFORM_ORIGIN = 'https://api.incident.io';
const realFetch = globalThis.fetch;

globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (!target || url.origin !== PLATFORM_ORIGIN) return realFetch(request);
  const body = request.body === null ? undefined : await request.arrayBuffer();
  return realFetch(`${target}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body, signal: request.signal });
};
