// Runs openapi-diff (npm) on two plain JSON files in its own process for test/bench/drift.ts,
// then prints one JSON line: what it concluded or how it failed, its CPU time and peak memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const openapiDiff = createRequire(import.meta.url)('openapi-diff');
const [sourcePath, destinationPath] = process.argv.slice(2);
const spec = (location) => ({ content: readFileSync(location, 'utf8'), location, format: 'openapi3' });

const finish = (result) => {
  const usage = process.resourceUsage();
  process.stdout.write(`${JSON.stringify({ ...result, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssBytes: usage.maxRSS * 1024 })}\n`);
};

openapiDiff.diffSpecs({ sourceSpec: spec(sourcePath), destinationSpec: spec(destinationPath) }).then(
  (outcome) => finish({ ok: true, breaking: outcome.breakingDifferences?.length ?? 0, nonBreaking: outcome.nonBreakingDifferences?.length ?? 0 }),
  (error) => finish({ ok: false, message: String(error?.message ?? error).split('\n')[0].slice(0, 300) }),
);
