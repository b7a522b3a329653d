// Preloaded into a CLI run (node --import) to report the process's own peak memory: at exit it
// writes process.resourceUsage().maxRSS (kilobytes) to the file PEAK_RSS_FILE names, leaving
// stdout and stderr to the command.
import { writeFileSync } from 'node:fs';

const file = process.env.PEAK_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
