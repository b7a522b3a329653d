import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { emitEntry } from '../../../generator/emit/entry.ts';
import { entryExportNames } from '../../../generator/model/entry-exports.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { collisionDocument } from '../../support/schema-name-collisions.ts';

/** Emitted inside each test: a mutant in the emitter is then judged by the tests that read it. */
function entryOf(document?: Parameters<typeof fixtureModel>[0]) {
  const model = fixtureModel(document);
  return { model, content: emitEntry(model).content };
}

describe('emitEntry', () => {

  it('binds the runtime to the generated types and tables as the contract says', () => {
    const { model, content } = entryOf();
    expect(content).toContain("import { bindClient } from './runtime/client/index.js';");
    expect(content).toContain("import { bindWebhooks } from './runtime/webhooks/index.js';");
    expect(content).toContain("import { responseValidators, eventValidators } from './validators.js';");
    const flat = content.replace(/\s+/g, ' ');
    expect(flat).toMatch(/ const boundClient = bindClient<paths, PaginatedItems, Resources>\(\{ operations, pagination, resources, validators: responseValidators,? \}\);/);
    expect(flat).toContain('const boundWebhooks = bindWebhooks<WebhookEvents>(webhookEventNames, eventValidators);');
    for (const name of model.runtime.clientBindings) expect(content).toContain(`export const ${name}: typeof boundClient.${name} = boundClient.${name};`);
    for (const name of model.runtime.webhookBindings) expect(content).toContain(`export const ${name}: typeof boundWebhooks.${name} = boundWebhooks.${name};`);
  });

  it('gives each bound export the JSDoc the runtime writes on it, so a hover on the import shows it', () => {
    const { model, content } = entryOf();
    expect(Object.keys(model.runtime.bindingDocs ?? {})).toEqual(expect.arrayContaining(['createIncidentClient', 'paginate', 'verifyWebhook', 'createNodeWebhookHandler']));
    for (const name of [...model.runtime.clientBindings, ...model.runtime.webhookBindings]) {
      const doc = model.runtime.bindingDocs![name]!;
      const opening = content.indexOf(`${doc.split('\n')[0]!}`);
      expect(opening, name).toBeGreaterThan(0);
      expect(content.slice(opening).match(/\*\/\nexport const (\w+):/)?.[1]).toBe(name);
    }
    const withDocs = emitEntry({ ...model, runtime: { ...model.runtime, bindingDocs: { paginate: 'Pages.\n@example\nfor await (const x of paginate(client, path)) x;' } } }).content;
    expect(withDocs).toContain('/**\n * Pages.\n * @example\n * for await (const x of paginate(client, path)) x;\n */\nexport const paginate:');
    expect(withDocs).toMatch(/\);\nexport const createIncidentClient:/);
  });

  it('keeps every export list within 140 characters of names, split into several statements, each name once', () => {
    const { content } = entryOf(collisionDocument());
    const lists = [...content.replace(/\s+/g, ' ').matchAll(/export \{([^}]*)\} from/g)].map((match) => match[1]!.trim().replace(/,$/, ''));
    expect(lists.length).toBeGreaterThan(8);
    for (const list of lists) expect(list.length, list).toBeLessThanOrEqual(140 + 20);
  });

  it('imports each table and type it binds from the module that declares it, a type as a type (verbatimModuleSyntax)', () => {
    const { content } = entryOf();
    const imports = content.split('\n').filter((line) => line.startsWith('import '));
    expect(imports).toEqual([
      "import { bindClient } from './runtime/client/index.js';",
      "import { bindWebhooks } from './runtime/webhooks/index.js';",
      "import type { paths } from './schema.js';",
      "import { operations } from './operations.js';",
      "import { pagination, type PaginatedItems } from './pagination.js';",
      "import { webhookEventNames, type WebhookEvents } from './events.js';",
      "import { resources, type Resources } from './resources.js';",
      "import { responseValidators, eventValidators } from './validators.js';",
    ]);
  });

  it('re-exports each generated module’s values and types, a type as a type', () => {
    const { content } = entryOf();
    expect(content).toContain("export { type PaginatedItems, type PaginatedPath } from './pagination.js';");
    expect(content).toContain("export { type OperationId } from './operations.js';");
    expect(content).toContain("export { deprecations, type Deprecation } from './deprecations.js';");
    const fromEvents = [...content.replace(/\s+/g, ' ').matchAll(/export \{([^}]*)\} from '\.\/events\.js';/g)].flatMap((match) => match[1]!.split(',').map((name) => name.trim()).filter(Boolean));
    expect(fromEvents).toEqual(['webhookEventNames', 'isWebhookEventPayload', 'auditLogEventNames', 'isAuditLogEntry', 'type WebhookEvents', 'type WebhookEventName', 'type WebhookEventPayload', 'type AuditLogEvents', 'type AuditLogEventName', 'type AuditLogEntry']);
    expect(content).toContain("export { type ApiErrorBody, type ApiRateLimitInfo } from './errors.js';");
    expect(content.split('\n', 1)[0]).toMatch(/^\/\/ DO NOT EDIT\. Generated by generator\/emit\/entry\.ts; run `make generate` to update\.$/);
  });

  it('re-exports the manifest, version namespaces, enums, events and error types', () => {
    const { content } = entryOf();
    expect(content).toContain('export { operations, pagination, resources };');
    expect(content).toContain("export { type Resources } from './resources.js';");
    for (const version of ['v1', 'v2', 'v3']) expect(content).toContain(`export * as ${version} from './${version}.js';`);
    expect(content).toContain("export * from './enums.js';");
    expect(content).toMatch(/export \{[^}]*isWebhookEventPayload[^}]*\} from '\.\/events\.js';/);
    expect(content).toMatch(/export \{[^}]*type ApiErrorBody[^}]*\} from '\.\/errors\.js';/);
  });

  it('re-exports each runtime export once, leaving names the generated modules own to them', () => {
    const { model, content } = entryOf();
    const exported = exportedNames(content);
    expect(new Set(exported).size).toBe(exported.length);
    for (const { name } of [...model.runtime.clientExports, ...model.runtime.webhookExports]) expect(exported).toContain(name);
  });
});

describe('emitEntry: what a runtime entry re-exports', () => {
  it('writes no empty re-export when the generated modules own every name a runtime entry exports', () => {
    const model = fixtureModel();
    const { content } = emitEntry({ ...model, runtime: { ...model.runtime, webhookExports: [] } });
    expect(content).not.toMatch(/export \{\s*\} from/);
    expect(content.match(/from '\.\/runtime\/webhooks\/index\.js'/g)).toHaveLength(1);
    expect(content).toContain("import { bindWebhooks } from './runtime/webhooks/index.js';");
  });

  it('leaves a name both the runtime and a generated module export to the generated module: exported once', () => {
    const model = fixtureModel();
    const clientExports = [...model.runtime.clientExports, { name: 'paginate', typeOnly: false }, { name: 'WidgetV2Status', typeOnly: true }];
    const content = emitEntry({ ...model, runtime: { ...model.runtime, clientExports } }).content;
    const exported = exportedNames(content);
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported).toContain('paginate');
    expect(content).not.toMatch(/export \{[^}]*\b(paginate|WidgetV2Status)\b[^}]*\} from '\.\/runtime\/client\/index\.js';/);
  });

  it('re-exports a runtime type as a type and a value as a value', () => {
    const model = fixtureModel();
    const { content } = emitEntry(model);
    const typeOnly = model.runtime.clientExports.find((entry) => entry.typeOnly)!;
    const value = model.runtime.clientExports.find((entry) => !entry.typeOnly)!;
    const clientExport = content.match(/export \{([^}]*)\} from '\.\/runtime\/client\/index\.js';/)![1]!.split(',').map((name) => name.trim());
    expect(clientExport).toContain(`type ${typeOnly.name}`);
    expect(clientExport).toContain(value.name);
  });
});

describe('emitEntry: schema types', () => {
  const collisions = () => {
    const { model, content } = entryOf(collisionDocument());
    const schemaTypes = model.schemaTypes.filter((schemaType) => !schemaType.enumExport).map((schemaType) => schemaType.typeName);
    return { model, content, exported: exportedNames(content), schemaTypes };
  };

  it('exports every schema type from schema.js under its model name, and each name once', () => {
    const { content, exported, schemaTypes } = collisions();
    const fromSchema = [...content.matchAll(/export \{([^}]*)\} from '\.\/schema\.js';/g)].flatMap((match) => match[1]!.split(',').map((name) => name.trim().replace(/^type /, '')).filter(Boolean));
    expect(fromSchema).toEqual(['paths', 'components', ...schemaTypes]);
    expect(new Set(exported).size).toBe(exported.length);
  });

  it('names schema types around every other export: the model knows each one the entry writes', () => {
    const { model, exported, schemaTypes } = collisions();
    const others = entryExportNames(model);
    const unknown = exported.filter((name) => !others.has(name) && !schemaTypes.includes(name));
    expect(unknown).toEqual([]);
    for (const name of schemaTypes) expect(others.has(name), name).toBe(false);
  });

  it('leaves a component that is itself an enum to enums.js, which exports it under the same name', () => {
    const { model, content, exported } = collisions();
    expect(model.schemaTypes.filter((schemaType) => schemaType.enumExport).map((schemaType) => schemaType.typeName)).toEqual(['Colour']);
    expect(exported).not.toContain('Colour');
    expect(content).toContain("export * from './enums.js';");
  });
});

/** Every name the module exports, from its syntax: duplicates stay in the list. */
function exportedNames(text: string): string[] {
  const file = ts.createSourceFile('index.ts', text, ts.ScriptTarget.Latest);
  return file.statements.flatMap((statement) => {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause) return [];
      return ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements.map((element) => element.name.text) : [statement.exportClause.name.text];
    }
    if (ts.isVariableStatement(statement) && statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isObjectBindingPattern(declaration.name) ? declaration.name.elements.map((element) => (element.name as ts.Identifier).text) : [(declaration.name as ts.Identifier).text],
      );
    }
    return [];
  });
}
