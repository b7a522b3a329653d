import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffDocuments, parseIgnore } from '../../../generator/drift/index.ts';
import type { DriftReport } from '../../../generator/drift/report.ts';
import { checkConsumers, readConsumerProjects } from '../../../generator/impact/index.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { documentModel, symbolNames } from '../../../generator/model/symbol-names.ts';
import type { ApiModel } from '../../../generator/model/types.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { CLIENT, CONSUMERS, newDocument, oldDocument, withMore, writeConsumer, type ConsumerName } from './fixtures.ts';
import { SMALL_CONSUMER_TSCONFIG, writeSmallPackages } from './hand-written-package.ts';
import { describeReach } from './reach-cases.ts';

/**
 * The impact check in process on hand-written-package.ts's packages (a second a program, where a
 * generated package takes ten): reach-cases.ts's lines, and checkConsumers, which lines of each
 * consumer break, where, with the compiler's words, and which of the drift report's changes (listed
 * or ignored) explain each. reach.test.ts, check.test.ts and consumers.test.ts do the same on
 * generated packages. One file, so a mutation run loads the compiler once per mutant.
 */
const tempDir = systemTempDirs();

describeReach('a hand-written package', async (models) => writeSmallPackages(tempDir('impact-small-package'), models), SMALL_CONSUMER_TSCONFIG);

// The documents' models and packages, made by the first test that needs them (not at load: a
// generator bug then fails that test), and read by the others.
let sides: { before: OpenApiDocument; after: OpenApiDocument; models: { old: ApiModel; new: ApiModel }; packages: ReturnType<typeof writeSmallPackages> } | undefined;

/** The drift report of the documents with these ignore lines, and the packages to check consumers against. */
function prepare(ignore = '') {
  if (!sides) {
    const [before, after] = [withMore(oldDocument(), 'old'), withMore(newDocument(), 'new')];
    const models = { old: documentModel(before), new: documentModel(after) };
    sides = { before, after, models, packages: writeSmallPackages(tempDir('impact-small-package'), models) };
  }
  const { before, after, models, packages } = sides;
  const report = diffDocuments(before, after, { names: { old: symbolNames(models.old), new: symbolNames(models.new) }, ignore: parseIgnore(ignore, 'ignore.txt') });
  return { report, packages };
}

const consumerDir = (name: string, files: Record<string, string>, tsconfig: object = SMALL_CONSUMER_TSCONFIG) => writeConsumer(join(tempDir('impact-consumers'), name), files, tsconfig);

/** Each break as `file:line:column TScode message <- rule location` of the changes (and `ignored:` those) explaining it. */
const shown = (report: Pick<DriftReport, 'changes' | 'ignored'>, breaks: ReturnType<typeof checkConsumers>[number]['breaks']) =>
  breaks.map(({ file, line, column, code, message, changes, ignored }) => {
    const named = (list: DriftReport['changes'], indices: number[]) => [...new Set(indices.map((index) => `${list[index]!.id} ${list[index]!.location ?? list[index]!.operation}`))].join(', ');
    return `${file}:${line}:${column} TS${code} ${message} <- ${named(report.changes, changes)}${ignored ? ` ignored: ${named(report.ignored, ignored)}` : ''}`;
  });

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
  return 'checked';
};

describe('checkConsumers on hand-written packages', () => {
  it('reports every consumer in the order given: each line that breaks, at its position, with the message and the changes that explain it', () => {
    const { report, packages } = prepare();
    const names = Object.keys(CONSUMERS) as ConsumerName[];
    const dirs = names.map((name) => consumerDir(name, CONSUMERS[name]));
    const results = checkConsumers(readConsumerProjects(dirs), packages, report);
    expect(results.map((result) => result.dir)).toEqual(dirs.map((dir) => relative(process.cwd(), dir)));
    expect(Object.fromEntries(results.map((result, index) => [names[index], shown(report, result.breaks)]))).toEqual({
      reader: ["src/read.ts:3:58 TS2339 Property 'legacy_code' does not exist on type 'Widget'. <- response-property-removed Widget.legacy_code"],
      caller: [
        "src/call.ts:3:44 TS2339 Property 'gadgetsV2' does not exist on type 'IncidentClient'. <- operation-removed-without-deprecation DELETE /v2/gadgets/{id}",
        `src/call.ts:4:57 TS2345 Argument of type '"/v2/gadgets/{id}"' is not assignable to parameter of type 'never'. <- operation-removed-without-deprecation DELETE /v2/gadgets/{id}`,
      ],
      lister: [
        "src/list.ts:3:54 TS2345 Argument of type '{ page_size: number; }' is not assignable to parameter of type '{ page_size?: number | undefined; team_id: string; }'. Property 'team_id' is missing in type '{ page_size: number; }' but required in type '{ page_size?: number | undefined; team_id: string; }'. <- request-parameter-added-required WidgetsV2List.team_id",
      ],
      unaffected: [],
      // Widget stops admitting other properties: drift reports nothing for it, so no change explains the break.
      unexplained: ["src/extra.ts:3:52 TS2339 Property 'colour' does not exist on type 'Widget'. <- "],
    });
  });

  it('orders breaks by file, then position, and prints the package by its name where the compiler prints its folder', () => {
    const { report, packages } = prepare();
    const files = {
      'src/client.ts': CLIENT,
      'src/b.ts': `import type { v2 } from 'incident-api-client';\n\nexport type Params = v2.GadgetsV2DestroyPathParams;\n`,
      'src/a.ts': `import type { Widget } from 'incident-api-client';\n\nexport const two = (widget: Widget) => [widget.legacy_code, widget.legacy_code];\nexport const one = (widget: Widget) => widget.legacy_code;\n`,
    };
    // Listed in this order, the compiler gives b.ts's errors first.
    const dir = consumerDir('several', files, { ...SMALL_CONSUMER_TSCONFIG, include: undefined, files: ['src/client.ts', 'src/b.ts', 'src/a.ts'] });
    const [result] = checkConsumers(readConsumerProjects([dir]), packages, report);
    expect(shown(report, result!.breaks)).toEqual([
      "src/a.ts:3:48 TS2339 Property 'legacy_code' does not exist on type 'Widget'. <- response-property-removed Widget.legacy_code",
      "src/a.ts:3:68 TS2339 Property 'legacy_code' does not exist on type 'Widget'. <- response-property-removed Widget.legacy_code",
      "src/a.ts:4:47 TS2339 Property 'legacy_code' does not exist on type 'Widget'. <- response-property-removed Widget.legacy_code",
      `src/b.ts:3:25 TS2694 Namespace '"incident-api-client/v2"' has no exported member 'GadgetsV2DestroyPathParams'. <- operation-removed-without-deprecation DELETE /v2/gadgets/{id}`,
    ]);
  });

  it('names the ignored changes that explain a break apart from the listed ones, and none when no ignored change does', () => {
    const { report, packages } = prepare('GET /v2/widgets/{id} response-property-removed Widget.legacy_code # shown widgets lost it on purpose\n');
    const results = checkConsumers(readConsumerProjects([consumerDir('reader', CONSUMERS.reader), consumerDir('caller', CONSUMERS.caller)]), packages, report);
    expect(shown(report, results[0]!.breaks)).toEqual([
      "src/read.ts:3:58 TS2339 Property 'legacy_code' does not exist on type 'Widget'. <- response-property-removed Widget.legacy_code ignored: response-property-removed Widget.legacy_code",
    ]);
    expect(report.changes[results[0]!.breaks[0]!.changes[0]!]!.operation).toBe('GET /v2/widgets');
    expect(report.ignored[results[0]!.breaks[0]!.ignored![0]!]!.operation).toBe('GET /v2/widgets/{id}');
    expect(results[1]!.breaks.map((entry) => [entry.line, 'ignored' in entry])).toEqual([
      [3, false],
      [4, false],
    ]);
  });

  it('checks consumers with different compiler settings each as its own tsconfig.json says', () => {
    const { report, packages } = prepare();
    const loose = { ...SMALL_CONSUMER_TSCONFIG, compilerOptions: { ...SMALL_CONSUMER_TSCONFIG.compilerOptions, strict: false } };
    const files = { 'src/client.ts': CLIENT, 'src/list.ts': `import { client } from './client.js';\n\nexport const firstPage = () => client.widgetsV2.list(undefined);\n` };
    const results = checkConsumers(readConsumerProjects([consumerDir('strict', files), consumerDir('loose', files, loose), consumerDir('strict-again', files)]), packages, report);
    // Without strict null checks, `undefined` is still a fine argument where NEW requires the query; with them it breaks.
    expect(results.map((result) => result.breaks.map(({ line, code }) => `${line} TS${code}`))).toEqual([['3 TS2345'], [], ['3 TS2345']]);
  });

  it("checks code against the types of the package's own dependencies (found from the toolchain), and refuses a consumer importing a module it has not installed", () => {
    const { report, packages } = prepare();
    // Were openapi-fetch not found from the package, its Middleware would be `any` and the number would pass.
    const middleware = consumerDir('middleware', { 'src/client.ts': CLIENT, 'src/use.ts': `import { client } from './client.js';\n\nclient.use(42);\n` });
    expect(refusal(() => checkConsumers(readConsumerProjects([middleware]), packages, report))).toBe(
      `InputError: --consumer ${relative(process.cwd(), middleware)}: does not compile against the old package: src/use.ts:3:12 TS2345 Argument of type 'number' is not assignable to parameter of type 'Middleware'.`,
    );
    const borrowing = consumerDir('borrowing', { 'src/client.ts': CLIENT, 'src/fetch.ts': `import createClient from 'openapi-fetch';\n\nexport const other = createClient();\n` });
    expect(refusal(() => checkConsumers(readConsumerProjects([borrowing]), packages, report))).toBe(
      `InputError: --consumer ${relative(process.cwd(), borrowing)}: does not compile against the old package: src/fetch.ts:1:26 TS2307 Cannot find module 'openapi-fetch' or its corresponding type declarations.`,
    );
  });

  it('refuses a consumer whose compiler options tsc rejects, naming its tsconfig.json', () => {
    const { report, packages } = prepare();
    const options = { ...SMALL_CONSUMER_TSCONFIG, compilerOptions: { ...SMALL_CONSUMER_TSCONFIG.compilerOptions, module: 'ES2022' } };
    const mismatched = consumerDir('mismatched', CONSUMERS.reader, options);
    expect(refusal(() => checkConsumers(readConsumerProjects([mismatched]), packages, report))).toBe(`InputError: --consumer ${relative(process.cwd(), mismatched)}: does not compile against the old package: tsconfig.json:1:1 TS5110 Option 'module' must be set to 'NodeNext' when option 'moduleResolution' is set to 'NodeNext'.`);
  });

  it('refuses a consumer that does not compile against the old package, naming it and its first error by position', () => {
    const { report, packages } = prepare();
    const broken = consumerDir('broken', {
      'src/client.ts': CLIENT,
      'src/late.ts': `import { client } from './client.js';\n\nexport const x = client.widgetsV2.nothing();\n`,
      // A syntax error below a type error: the compiler lists it first, the refusal names the first by position.
      'src/early.ts': `import type { Widget } from 'incident-api-client';\n\nexport const y = (widget: Widget): number => widget.name;\nexport const z = (widget: Widget): number => widget.id;\nexport const w = ;\n`,
    });
    expect(refusal(() => checkConsumers(readConsumerProjects([broken]), packages, report))).toBe(
      `InputError: --consumer ${relative(process.cwd(), broken)}: does not compile against the old package: src/early.ts:3:46 TS2322 Type 'string' is not assignable to type 'number'.`,
    );
  });
});
