/**
 * The two files a step hands back to the workflow: the job summary (markdown, at most 1 MiB per
 * step, beyond which GitHub drops it whole) and the outputs (`name<<delimiter` blocks, each with a
 * random delimiter that the value is checked not to contain, so no value can end its block early
 * and forge another output).
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { DEFAULTS } from '../context.ts';

/**
 * `markdown` cut to `maxBytes` of UTF-8 at a line's end when it is longer, with a last line saying
 * where the rest is; never past the bound, whatever the text.
 */
export function boundedSummary(markdown: string, rest: string, maxBytes: number = DEFAULTS.specDiff.summaryMaxBytes): string {
  if (Buffer.byteLength(markdown) <= maxBytes) return markdown;
  const tail = `\n\n**The summary stops here (GitHub keeps ${Math.floor(maxBytes / 1024)} KiB of it):** ${rest}\n`;
  const room = maxBytes - Buffer.byteLength(tail);
  // Cut by bytes, then back to a whole character and a whole line.
  let cut = Buffer.from(markdown).subarray(0, Math.max(0, room)).toString('utf8');
  if (cut.endsWith('\uFFFD')) cut = cut.slice(0, -1);
  const lineEnd = cut.lastIndexOf('\n');
  return `${lineEnd > 0 ? cut.slice(0, lineEnd) : ''}${tail}`;
}

export function appendSummary(path: string, markdown: string): void {
  appendFileSync(path, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
}

/** The outputs as GITHUB_OUTPUT blocks; `delimiter` is for tests, a fresh random one otherwise. */
export function outputBlocks(outputs: Readonly<Record<string, string>>, delimiter: () => string = () => `ghadelimiter_${randomUUID()}`): string {
  return Object.entries(outputs)
    .map(([name, value]) => {
      if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name)) throw new Error(`output name ${JSON.stringify(name)} is not a valid one`);
      let mark = delimiter();
      // A value holding the delimiter would end the block early: pick another (a fresh UUID never repeats in practice).
      for (let tries = 0; value.includes(mark); tries++) {
        if (tries === 5) throw new Error(`output ${name}: no delimiter the value lacks`);
        mark = `ghadelimiter_${randomUUID()}`;
      }
      return `${name}<<${mark}\n${value}\n${mark}\n`;
    })
    .join('');
}

export function appendOutputs(path: string, outputs: Readonly<Record<string, string>>): void {
  appendFileSync(path, outputBlocks(outputs));
}
