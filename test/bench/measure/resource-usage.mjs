// Preloaded (`node --import`) into every process the generate bench times: at exit it reports the
// whole process's CPU (every thread) and peak resident memory on stderr's last line, so ours and
// the peer are measured the same way, from inside, whatever starts them.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const usage = process.resourceUsage();
  writeSync(2, `\nRESOURCE-USAGE ${JSON.stringify({ cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, peakMiB: usage.maxRSS / 1024 })}\n`);
});
