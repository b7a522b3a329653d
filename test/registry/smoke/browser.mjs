// The entry bundled for headless Chromium: the smoke's result (or its failure) posted back to the page's origin.
import settings from './settings.json' with { type: 'json' };
import { smoke } from './smoke.mjs';

const outcome = await smoke({ baseUrl: settings.baseUrl }).then(
  (result) => result,
  (error) => ({ error: `${error?.name}: ${error?.message}` }),
);
await fetch('/result', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(outcome) });
