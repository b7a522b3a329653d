/**
 * README.md of the installed package: how to install it, the first call, where each feature is,
 * and what the edition written from the reference leaves untyped (and how to get the live API's
 * types). Reads the model only; the examples use the model's own operations and names.
 */
import { runtimeExportName } from '../model/package-names.ts';
import type { ApiModel, OperationModel } from '../model/types.ts';
import { escapeMarkdown, oneLine } from '../text/markdown.ts';
import { notice, type EmittedFile } from './files.ts';
import { operationExample } from './operation-example.ts';
import { resourceGroups } from './resource-methods.ts';
import { CHANGELOG_FILE, PACKAGE_README, REFERENCE_DOC } from './package-layout.ts';

export function emitPackageReadme(model: ApiModel): EmittedFile {
  const name = oneLine(model.package.name);
  // The package's own names (model/package-names.ts): the platform's are the runtime's.
  const { factory } = model.package.naming;
  const apiError = runtimeExportName(model.package.naming, 'IncidentApiError');
  // The README's own example of a schema type: the API's first named component (incident.io: `ActionV1`).
  const schemaType = model.schemaTypes.find((candidate) => !candidate.enumExport)?.typeName;
  const operations = resourceGroups(model).flatMap(([, group]) => group);
  const list = operations.find((operation) => operation.paginated);
  const create =
    operations.find((operation) => (operation.requestBody?.requiredFields?.length ?? 0) > 0) ??
    operations.find((operation) => !operation.paginated && operation.parameters.some((parameter) => parameter.required));
  const calls = [list, create].filter((operation): operation is OperationModel => operation !== undefined);
  const lines = [
    `<!-- ${notice('generator/emit/package-readme.ts')} -->`,
    '',
    `# ${name}`,
    '',
    `Typed client for ${escapeMarkdown(oneLine(model.title))}: ${model.operations.length} operations, as named methods and by path, with retries, rate limits, timeouts, typed errors and webhook verification.`,
    '',
    '## Install',
    '',
    '```sh',
    `npm install ${name}`,
    '```',
    '',
    'ES modules with `.d.ts` declarations (`dist/`), Node 20.19+ (`require` works too), Bun, Deno, or a browser through a bundler. TypeScript is optional (5.5 or newer when used).',
    '',
    '## The first call',
    '',
    '```ts',
    `import { ${factory} } from '${name}';`,
    '',
    `const client = ${factory}({ apiKey: 'inc_example_key' }); // your API key`,
    ...calls.flatMap((operation) => [operationExample(operation), ...(operation.paginated ? [] : ['console.log(data);'])]),
    '```',
    '',
    'A named method takes one argument (path parameters, query and body fields by name) and resolves to the response data; `.withResponse()` also gives the `Response`. A list method, iterated with `for await`, yields every record page by page.',
    '',
    '## Where each feature is',
    '',
    '| feature | where |',
    '| --- | --- |',
    `| every named method, its HTTP call and summary | [\`${REFERENCE_DOC}\`](./${REFERENCE_DOC}) |`,
    `| the client and its options (retries, rate limits, timeouts, logging, response validation) | \`${factory}\`, \`ClientOptions\` (hover them) |`,
    '| calls by path (`client.GET(\'/v2/...\')`) and every record of a list by path | the client, `paginate` |',
    `| errors by status (\`NotFoundError\`, \`RateLimitError\`, \`ValidationError\` with \`fieldErrors\`) | \`${apiError}\` and its subclasses |`,
    '| webhooks: verify a delivery, or mount a handler | `verifyWebhook`, `createNodeWebhookHandler`, `createFetchWebhookHandler` |',
    `| the schema's types, one per component schema | ${schemaType ? `\`import type { ${schemaType} } from '${name}'\`; ` : ''}\`components\`, \`paths\` |`,
    `| what changed in each version | [\`${CHANGELOG_FILE}\`](./${CHANGELOG_FILE}) |`,
    '',
    '## Which edition this is',
    '',
    'A version below 1.0.0 is the edition written from the API\'s reference documentation. The reference shows only some fields of each object, so that edition types them and leaves the rest open: a record such as `IncidentV2` has a few typed fields and `[key: string]: unknown`, and a request body may be `{ [key: string]: unknown }`. Under `noPropertyAccessFromIndexSignature`, read such a field as `incident[\'id\']` and narrow it (`typeof value === \'string\'`).',
    '',
    'Version 1.0.0 and above is generated from the live API\'s OpenAPI document, with every field typed. To get those types, regenerate the package from the live document with the generator that made this one (`incident-gen regen`), or install a 1.x version.',
  ];
  return { path: PACKAGE_README, content: `${lines.join('\n')}\n` };
}
