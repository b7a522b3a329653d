/**
 * Annotations within GitHub's limits (10 per level per step, 50 per job): lines in the pull
 * request's diff first, then by level, then report order; one closing notice counts the rest;
 * every untrusted text stays one workflow command.
 */
import { describe, expect, it } from 'vitest';
import type { DriftChange, Level } from '../../../generator/drift/index.ts';
import { chooseAnnotations, workflowCommand, type AnnotatedChange } from '../../../generator/pull-request/annotations.ts';

const change = (index: number, level: Level): DriftChange => ({ id: `rule-${level}`, level, operation: `GET /v2/x${index}`, location: `X.f${index}`, message: `change ${index}`, symbols: [], fingerprint: index.toString(16).padStart(12, '0') });

const entries = (count: number, level: Level, inDiff: boolean, from = 0): AnnotatedChange[] =>
  Array.from({ length: count }, (_, offset) => ({ change: change(from + offset, level), file: 'spec/api.json', line: from + offset + 1, inDiff }));

const BUDGET = { perLevel: 10, perJob: 50, reservedNotices: 0 };

describe('chooseAnnotations', () => {
  it('shows everything under the limits, with no closing notice', () => {
    const chosen = chooseAnnotations(entries(3, 'error', false), BUDGET, 'see the summary');
    expect(chosen.map((annotation) => annotation.line)).toEqual([1, 2, 3]);
  });

  it('spends at most 10 per level and ends with one notice counting the rest', () => {
    const chosen = chooseAnnotations([...entries(30, 'error', false), ...entries(30, 'warning', false, 100), ...entries(30, 'info', false, 200)], BUDGET, 'see the summary');
    const count = (level: string) => chosen.filter((annotation) => annotation.level === level).length;
    expect([count('error'), count('warning'), count('notice')]).toEqual([10, 10, 10]);
    expect(chosen.at(-1)).toEqual({ level: 'notice', title: 'spec-diff', message: '61 more changes not shown as annotations: see the summary' });
  });

  it("puts changes on lines the pull request touched first, even below errors elsewhere", () => {
    const chosen = chooseAnnotations([...entries(15, 'error', false), ...entries(2, 'info', true, 500)], BUDGET, 'rest');
    expect(chosen.slice(0, 2).map((annotation) => annotation.line)).toEqual([501, 502]);
    expect(chosen.filter((annotation) => annotation.level === 'error')).toHaveLength(10);
  });

  it('keeps notices back for the step\'s own, and the job limit bounds the total', () => {
    const chosen = chooseAnnotations(entries(20, 'info', false), { perLevel: 10, perJob: 50, reservedNotices: 1 }, 'rest');
    expect(chosen.filter((annotation) => annotation.line !== undefined)).toHaveLength(8);
    const tight = chooseAnnotations([...entries(10, 'error', false), ...entries(10, 'warning', false, 50)], { perLevel: 10, perJob: 6, reservedNotices: 0 }, 'rest');
    expect(tight).toHaveLength(6);
    expect(tight.at(-1)!.message).toBe('15 more changes not shown as annotations: rest');
  });
});

describe('workflowCommand', () => {
  it('writes file, line and title as properties, the message as data', () => {
    expect(workflowCommand({ level: 'error', title: 'rule-x (error)', message: 'removed', file: 'spec/api.json', line: 12 })).toBe('::error file=spec/api.json,line=12,title=rule-x (error)::removed');
  });

  it.each([
    ['a newline starting another command', 'a\n::error::forged'],
    ['a carriage return', 'a\r::set-output name=x::y'],
    ['percent escapes', '%0A::error::forged'],
  ])('a message with %s stays one line and one command', (_case, message) => {
    const line = workflowCommand({ level: 'notice', title: 't', message, file: 'a,b:c.json', line: 1 });
    expect(line.split(/\r|\n/)).toHaveLength(1);
    expect(line.startsWith('::notice file=a%2Cb%3Ac.json,line=1,title=t::')).toBe(true);
    expect(line.match(/::/g)).toHaveLength(2 + (message.match(/::/g)?.length ?? 0));
  });
});
