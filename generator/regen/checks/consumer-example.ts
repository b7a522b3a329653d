/**
 * The consumer example: a program written as a user of the package writes one, importing it by
 * name from node_modules (its built dist/ and declarations, as installed), walking every paginated
 * list operation with the parameters it requires, verifying a webhook and telling errors apart;
 * compiled under TypeScript 5.9 with strict options a consumer may set. The program is written
 * from the staged package and document, so it exists in any repository.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NODENEXT_CONSUMER_OPTIONS } from '../../emit/package-files.ts';
import { runCommand } from '../verify.ts';
import { requiredParameters } from './contract.ts';
import { timedCheck, type CheckResult } from './result.ts';
import type { CheckWorkspace } from './workspace.ts';

export const CONSUMER_EXAMPLE = 'consumer example (TypeScript 5.9)';

const CONSUMER_CONFIG = {
  compilerOptions: {
    ...NODENEXT_CONSUMER_OPTIONS,
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noUnusedLocals: true,
    skipLibCheck: true,
    noEmit: true,
  },
  files: ['example.ts'],
};

export function consumerExampleCheck(workspace: CheckWorkspace, tsc59: string): Promise<CheckResult> {
  return timedCheck(CONSUMER_EXAMPLE, async () => {
    const dir = join(workspace.workDir, 'consumer');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer-example', private: true, type: 'module' }));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(CONSUMER_CONFIG));
    writeFileSync(join(dir, 'example.ts'), await consumerProgram(workspace));
    return runCommand([process.execPath, tsc59, '--pretty', 'false', '-p', join(dir, 'tsconfig.json')], dir);
  });
}

/** The example's source: the same for the same package and document. */
export async function consumerProgram(workspace: CheckWorkspace): Promise<string> {
  const document = JSON.parse(readFileSync(workspace.specFile, 'utf8')) as Record<string, unknown>;
  const { pagination } = (await import(pathToFileURL(join(workspace.packageDir, 'dist/index.js')).href)) as { pagination: Record<string, unknown> };
  const walks = Object.keys(pagination).map((path) => {
    const { query, path: pathParameters } = requiredParameters(document, path);
    const parameters = [Object.keys(query).length > 0 && `query: ${JSON.stringify(query)}`, Object.keys(pathParameters).length > 0 && `path: ${JSON.stringify(pathParameters)}`].filter(Boolean);
    return `  for await (const record of paginate(client, ${JSON.stringify(path)}, { ${[...parameters, 'maxPages: 1', 'signal'].join(', ')} })) records.push(record);`;
  });
  const name = JSON.stringify(workspace.packageName);
  // A package without list operations has nothing to paginate: the import would be unused.
  const imports = ['createIncidentClient', 'DEFAULT_BASE_URL', 'IncidentApiError', ...(walks.length > 0 ? ['paginate'] : []), 'verifyWebhook', 'WebhookVerificationError'];
  return `import { ${imports.join(', ')} } from ${name};

export const client = createIncidentClient({ apiKey: 'inc_example_key', baseUrl: DEFAULT_BASE_URL, onDeprecated: 'ignore' });

export async function firstPages(signal: AbortSignal): Promise<unknown[]> {
  const records: unknown[] = [];
${walks.join('\n')}
  signal.throwIfAborted();
  return records;
}

export function handle(body: string, headers: Record<string, string>): string {
  try {
    return String(verifyWebhook({ body, headers, secret: 'whsec_example' }).event_type);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return \`rejected: \${error.reason}\`;
    throw error;
  }
}

export const isApiError = (error: unknown): boolean => error instanceof IncidentApiError;
`;
}
