import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPackageModel } from '../../../generator/model/package-info.ts';
import { PROJECT_ROOT } from '../../support/project.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

describe('readPackageModel', () => {
  it("pins the client's run-time dependencies to the versions the project uses, and promises TypeScript 5.5 on", async () => {
    const { dependencies } = (await import(join(PROJECT_ROOT, 'package.json'), { with: { type: 'json' } })).default as { dependencies: Record<string, string> };
    expect(readPackageModel(PROJECT_ROOT)).toEqual({
      name: 'incident-api-client',
      naming: { name: 'incident-api-client', factory: 'createIncidentClient', prefix: 'Incident' },
      dependencies: { 'openapi-fetch': dependencies['openapi-fetch'] },
      peerDependencies: { msw: `^${dependencies['msw']}`, typescript: '>=5.5' },
    });
  });

  it('takes any version of a dependency the project does not list, and lists nothing else', () => {
    const root = tempDir('package-info');
    writeFileSync(join(root, 'package.json'), JSON.stringify({ dependencies: { 'openapi-fetch': '0.1.0', leftpad: '1.0.0' } }));
    expect(readPackageModel(root).dependencies).toEqual({ 'openapi-fetch': '0.1.0' });
    writeFileSync(join(root, 'package.json'), '{}');
    expect(readPackageModel(root).dependencies).toEqual({ 'openapi-fetch': '*' });
  });
});
