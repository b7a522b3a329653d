/**
 * The CLI's tiering for a generation, in fresh node processes (V8's flags are the process's): a
 * function run some tens of thousands of times is optimised at V8's default budget and left to the
 * baseline compiler once the budget is deferred; one that stays hot is optimised either way. A
 * budget given to node on its command line is kept.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { commandBudget, COMPARISON_INTERRUPT_BUDGET, deferOptimisation, GENERATION_INTERRUPT_BUDGET } from '../../../generator/compile-cache/tiering.ts';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';

const TIERING = join(PROJECT_ROOT, 'generator/compile-cache/tiering.ts');

/** V8's optimisation status bits that say TurboFan has the function: optimised, marked, or compiling. */
const TIERED_UP = 16 | 64 | 256 | 512 | 1024;

/** Whether `hot` is optimised after `calls` calls, in a process that defers (or not) first. */
function tieredUp(calls: number, defer: boolean, nodeFlags: string[] = []): { tieredUp: boolean; deferred: boolean | null } {
  const script = `
    const deferred = ${defer} ? (await import(${JSON.stringify(`file://${TIERING}`)})).deferOptimisation() : null;
    function hot(x) { return (x * 7 + 3) % 11; }
    let sum = 0;
    for (let i = 0; i < ${calls}; i++) sum += hot(i);
    console.log(JSON.stringify({ tieredUp: (%GetOptimizationStatus(hot) & ${TIERED_UP}) !== 0, deferred, sum }));`;
  const output = execFileSync(process.execPath, ['--allow-natives-syntax', ...nodeFlags, '--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  const { tieredUp: up, deferred } = JSON.parse(output) as { tieredUp: boolean; deferred: boolean | null };
  return { tieredUp: up, deferred };
}

describe('deferOptimisation', () => {
  it('leaves a lukewarm function unoptimised that the default budget optimises', () => {
    expect(tieredUp(40_000, false)).toEqual({ tieredUp: true, deferred: null });
    expect(tieredUp(40_000, true)).toEqual({ tieredUp: false, deferred: true });
  });

  it('still optimises a function that stays hot', () => {
    expect(tieredUp(2_000_000, true)).toEqual({ tieredUp: true, deferred: true });
  });

  it("keeps a budget given on node's command line, in either spelling", () => {
    expect(tieredUp(40_000, true, ['--interrupt-budget=1000'])).toEqual({ tieredUp: true, deferred: false });
    expect(tieredUp(40_000, true, ['--interrupt_budget=1000'])).toEqual({ tieredUp: true, deferred: false });
    expect(deferOptimisation(['--max-old-space-size=100', '--interrupt-budget'])).toBe(false);
  });
});

/**
 * The same in this process, where a mutation run can change deferOptimisation: natives syntax is
 * allowed from here on (it is read when a function is compiled), each probe compiles a new function,
 * and V8's default budget is restored after each test.
 */
describe('deferOptimisation, in this process', () => {
  const V8_DEFAULT_BUDGET = GENERATION_INTERRUPT_BUDGET / 16;
  afterEach(() => setFlagsFromString(`--interrupt-budget=${V8_DEFAULT_BUDGET}`));
  const optimisedAfter = (calls: number): boolean => {
    setFlagsFromString('--allow-natives-syntax');
    const status = new Function('f', 'return %GetOptimizationStatus(f)') as (f: unknown) => number;
    const hot = new Function('x', 'return (x * 7 + 3) % 11;') as (x: number) => number;
    let sum = 0;
    for (let i = 0; i < calls; i++) sum += hot(i);
    return sum >= 0 && (status(hot) & TIERED_UP) !== 0;
  };

  it('defers optimisation when node was given no budget, whatever other flags it has', () => {
    expect(optimisedAfter(40_000)).toBe(true);
    expect(deferOptimisation(['--max-old-space-size=100', '--interrupt-budget-for-feedback-allocation=100'])).toBe(true);
    expect(optimisedAfter(40_000)).toBe(false);
    expect(optimisedAfter(2_000_000)).toBe(true);
  });

  it('leaves the budget alone when node was given one, in either spelling, with or without a value', () => {
    for (const flag of ['--interrupt-budget=1000', '--interrupt_budget=1000', '--interrupt-budget', '--interrupt_budget']) {
      expect(deferOptimisation(['--max-old-space-size=100', flag]), flag).toBe(false);
      expect(optimisedAfter(40_000), flag).toBe(true);
    }
  });
});

describe('commandBudget', () => {
  it('defers a generation, the history and a drift with consumers as much as each other, one plain comparison more, nothing else', () => {
    for (const argv of [['generate'], ['changelog', '--dir', 'spec/snapshots'], ['drift', 'a.json', 'b.json', '--consumer', 'app'], ['drift', '--consumer=app', 'a.json', 'b.json']]) {
      expect(commandBudget(argv), argv.join(' ')).toBe(GENERATION_INTERRUPT_BUDGET);
    }
    expect(commandBudget(['drift', 'a.json', 'b.json', '--format', 'json'])).toBe(COMPARISON_INTERRUPT_BUDGET);
    expect(COMPARISON_INTERRUPT_BUDGET).toBeGreaterThan(GENERATION_INTERRUPT_BUDGET);
    for (const argv of [[], ['regen'], ['surface', '--check'], ['--help'], ['spec-diff']]) expect(commandBudget(argv), argv.join(' ')).toBeUndefined();
  });
});
