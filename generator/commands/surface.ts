import { DEFAULTS } from '../context.ts';
import { InputError, UsageError } from '../load/errors.ts';
import { checkSurface } from '../surface/check.ts';
import { writeFileAtomically } from '../write/atomic.ts';
import { recoverIfIdle } from '../write/landing-site.ts';
import { parseCommandLine } from './args.ts';
import type { Command } from './types.ts';

const USAGE = `usage: incident-gen surface (--check | --accept) [--dir DIR] [--baseline FILE]

  --check           judge the package against the baseline by types: one line per change,
                    "break: EXPORT: WHAT CHANGED; WHY OLD CODE FAILS" or "compatible: …";
                    exit 1 when anything breaks, 0 when every change is compatible
  --accept          write the package's current surface (its declarations) as the new baseline
  --dir DIR         the generated package (default ${DEFAULTS.outDir})
  --baseline FILE   the committed surface (default ${DEFAULTS.surfaceFile})`;

export const surfaceCommand: Command = {
  name: 'surface',
  usage: USAGE,
  run: async (argv) => {
    const { values } = parseFlags(argv);
    if (values.check === values.accept) throw new UsageError('give exactly one of --check or --accept (see surface --help)');
    const dir = values.dir ?? DEFAULTS.outDir;
    const baseline = values.baseline ?? DEFAULTS.surfaceFile;
    // A landing killed half-way is put right first (when none is under way), so the surface judged is a whole one.
    recoverIfIdle(dir, 'surface', (line) => process.stderr.write(`${line}\n`));
    const surface = checkSurface(dir, baseline, DEFAULTS.packageEntry);
    if (values.accept) {
      await writeFileAtomically(baseline, surface.text).catch((error: NodeJS.ErrnoException) => {
        throw new InputError(baseline, error.code === 'ENOTDIR' || error.code === 'EEXIST' ? 'cannot be written: a file stands where its folder should be' : `cannot be written (${error.code})`);
      });
      process.stderr.write(`surface: wrote ${baseline} (${surface.breaking.length} breaking, ${surface.added.length} compatible since the previous baseline)\n`);
      return 0;
    }
    if (!surface.hadBaseline) throw new InputError(baseline, 'no API-surface baseline yet; run `make surface` to write one');
    for (const line of surface.breaking) process.stdout.write(`break: ${line}\n`);
    for (const line of surface.added) process.stdout.write(`compatible: ${line}\n`);
    process.stderr.write(`surface: ${surface.breaking.length} breaking, ${surface.added.length} compatible${surface.breaking.length ? ' (run `make surface` to accept)' : ''}\n`);
    return surface.breaking.length > 0 ? 1 : 0;
  },
};

function parseFlags(argv: string[]) {
  const options = { check: { type: 'boolean', default: false }, accept: { type: 'boolean', default: false }, dir: { type: 'string' }, baseline: { type: 'string' } } as const;
  return parseCommandLine('surface', argv, options);
}
