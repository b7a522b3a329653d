// The entry Node, Bun and Deno run: the smoke with the settings the test wrote beside it, printed as one JSON line.
import settings from './settings.json' with { type: 'json' };
import { smoke } from './smoke.mjs';

console.log(JSON.stringify(await smoke(settings)));
