/**
 * The consumer settings the package must compile under. The full cross product (3 compilers x 3
 * module settings x skipLibCheck on/off x DOM or @types/node only) is 36 compiles; these rows are
 * a pairwise covering set: every pair of values of any two dimensions appears in some row, so a
 * defect that needs two settings together is caught in 9 compiles.
 * Two more rows read the TypeScript source through the `source` export condition, where the
 * consumer's own flags apply to the package's code, not only to its declarations. Every row sets
 * every flag in STRICT_CONSUMER_FLAGS, and `erasableSyntaxOnly` where the compiler knows it (5.8+).
 */
import { STRICT_CONSUMER_FLAGS } from '../../generator/emit/package-files.ts';

export type Compiler = '5.5' | '5.9' | '7.0';
export type ModuleSetting = 'node16' | 'nodenext' | 'bundler';

export interface ConsumerSettings {
  compiler: Compiler;
  module: ModuleSetting;
  skipLibCheck: boolean;
  /** `dom`: lib ES2022 + DOM; `node`: lib ES2022 and `types: ["node"]` alone. */
  lib: 'dom' | 'node';
  /** Resolve the package's TypeScript source (`customConditions: ["source"]`). */
  source?: boolean;
}

export const MATRIX: readonly ConsumerSettings[] = [
  { compiler: '5.5', module: 'node16', skipLibCheck: false, lib: 'dom' },
  { compiler: '5.5', module: 'nodenext', skipLibCheck: true, lib: 'node' },
  { compiler: '5.5', module: 'bundler', skipLibCheck: false, lib: 'node' },
  { compiler: '5.9', module: 'node16', skipLibCheck: true, lib: 'node' },
  { compiler: '5.9', module: 'nodenext', skipLibCheck: false, lib: 'dom' },
  { compiler: '5.9', module: 'bundler', skipLibCheck: true, lib: 'dom' },
  { compiler: '7.0', module: 'node16', skipLibCheck: false, lib: 'node' },
  { compiler: '7.0', module: 'nodenext', skipLibCheck: true, lib: 'dom' },
  { compiler: '7.0', module: 'bundler', skipLibCheck: false, lib: 'dom' },
  { compiler: '5.9', module: 'bundler', skipLibCheck: true, lib: 'node', source: true },
  // skipLibCheck on: standardwebhooks' own declarations name Buffer, which a DOM-only consumer lacks.
  { compiler: '7.0', module: 'nodenext', skipLibCheck: true, lib: 'dom', source: true },
];

const MODULES: Record<ModuleSetting, { module: string; moduleResolution: string }> = {
  node16: { module: 'node16', moduleResolution: 'node16' },
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
};

export const settingsName = (s: ConsumerSettings): string =>
  `ts${s.compiler}-${s.module}-${s.lib}-${s.skipLibCheck ? 'skiplib' : 'fullcheck'}${s.source ? '-source' : ''}`;

export function compilerOptions(s: ConsumerSettings): Record<string, unknown> {
  return {
    ...MODULES[s.module],
    target: 'ES2022',
    lib: s.lib === 'dom' ? ['ES2022', 'DOM', 'DOM.Iterable'] : ['ES2022'],
    types: s.lib === 'node' ? ['node'] : [],
    ...STRICT_CONSUMER_FLAGS,
    ...(s.compiler !== '5.5' && { erasableSyntaxOnly: true }),
    skipLibCheck: s.skipLibCheck,
    ...(s.source && { customConditions: ['source'] }),
    noEmit: true,
  };
}
