/**
 * A landing in a process of its own, for the kill tests (landing-journal.test.ts): armed to die
 * with SIGKILL at step N (write/crash-hook.ts), it either lands the update the test staged under
 * ROOT/.tmp/staged or recovers what an earlier one left.
 *
 *   tsx landing-child.ts ROOT land|recover N
 */
import { join } from 'node:path';
import { armCrashAtStep } from '../../../generator/write/crash-hook.ts';
import { LandingJournal, recoverLanding } from '../../../generator/write/landing-journal.ts';

const [root, mode, crashAt] = process.argv.slice(2) as [string, 'land' | 'recover', string];
const journal = join(root, '.generated.landing.json');
armCrashAtStep(Number(crashAt));
if (mode === 'land') {
  const staged = join(root, '.tmp/staged');
  const landing = new LandingJournal(journal);
  landing.swapIn([
    { source: join(staged, 'spec.json'), target: join(root, 'spec/openapiV3.json') },
    { source: join(staged, 'snapshot.json'), target: join(root, 'spec/snapshots/2026-01-02T000000Z.json') },
    { source: join(staged, 'report.md'), target: join(root, 'spec/reports/2026-01-02T000000Z.md') },
    { content: 'new record\n', target: join(root, 'spec/releases.json') },
    { source: join(staged, 'generated'), target: join(root, 'generated') },
  ]);
  landing.confirm();
} else {
  recoverLanding(journal, (line) => process.stdout.write(`${line}\n`));
}
