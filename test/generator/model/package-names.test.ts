import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { PLATFORM_NAMING, namesFromPackageName, ownPackageNaming, runtimeExportName } from '../../../generator/model/package-names.ts';

const documentWith = (servers: unknown) => ({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {}, servers }) as unknown as OpenApiDocument;
const baseUrl = (servers: unknown, origin = 'spec.json') => ownPackageNaming('petstore-client', '--name', documentWith(servers), origin).own!.baseUrl;

describe('namesFromPackageName', () => {
  it.each([
    ['petstore-client', 'createPetstoreClient', 'Petstore'],
    ['incident-api-client', 'createIncidentClient', 'Incident'],
    ['@acme/pet-store-api-client', 'createPetStoreClient', 'PetStore'],
    ['pets.v2_api', 'createPetsV2Client', 'PetsV2'],
    ['client', 'createClientClient', 'Client'],
    ['zoo', 'createZooClient', 'Zoo'],
  ])('%s -> %s, %sApiError', (name, factory, prefix) => {
    expect(namesFromPackageName(name, '--name')).toEqual({ name, factory, prefix });
  });

  it.each(['', 'Petstore', 'pet store', '.pets', '_pets', '@scope/', '@/x', '3d-client', 'a/b', 'pets\n', 'x'.repeat(215), 'pets-é'])('refuses %j, naming where', (name) => {
    expect(() => namesFromPackageName(name, 'cfg: generate.name')).toThrow(/^cfg: generate\.name: /);
  });
});

describe('runtimeExportName', () => {
  it('renames the runtime\'s Incident names for a named package only, whole words only', () => {
    const own = ownPackageNaming('petstore-client', '--name', documentWith(undefined), 'spec.json');
    expect(['IncidentApiError', 'IncidentError', 'IncidentClient', 'Incidental', 'NotFoundError'].map((name) => runtimeExportName(own, name))).toEqual(['PetstoreApiError', 'PetstoreError', 'PetstoreClient', 'Incidental', 'NotFoundError']);
    expect(runtimeExportName(PLATFORM_NAMING, 'IncidentApiError')).toBe('IncidentApiError');
  });
});

describe('the base URL from servers', () => {
  it('fills variables with their defaults, drops a trailing slash, query and fragment; the first server wins', () => {
    expect(baseUrl([{ url: 'https://{r}.pets.example:{port}/{v}/?q=1#f', variables: { r: { default: 'eu' }, port: { default: '8443' }, v: { default: 'v1' } } }, { url: 'https://b.example' }])).toBe('https://eu.pets.example:8443/v1');
  });

  it('none, empty or relative from a file: no default; relative from a URL: against it, its credentials and query dropped', () => {
    expect(baseUrl(undefined)).toBeUndefined();
    expect(baseUrl([])).toBeUndefined();
    expect(baseUrl([{ url: '/v1' }])).toBeUndefined();
    expect(baseUrl([{ url: '/v1' }], 'https://user:secret@docs.example/a/openapi.json?token=t')).toBe('https://docs.example/v1');
    expect(baseUrl([{ url: 'v1/' }], 'http://docs.example/a/openapi.yaml')).toBe('http://docs.example/a/v1');
  });

  it.each([
    [{ url: 'https://u:hunter2@pets.example' }, /servers\[0\]\.url: carries credentials/],
    [{ url: 'https://{u}@pets.example', variables: { u: { default: 'a:hunter2' } } }, /servers\[0\]\.url: carries credentials/],
    [{ url: 'ftp://pets.example' }, /servers\[0\]\.url: not an http: or https: URL/],
    [{ url: 'https://{host}' }, /servers\[0\]\.variables: the url's variable "host" has no string default/],
    [{ url: 'https://{toString}' }, /variable "toString" has no string default/],
    [{ url: 'https://{h}', variables: { h: { default: 7 } } }, /variable "h" has no string default/],
    [{ url: 'https://x', variables: [] }, /servers\[0\]\.variables: not an object/],
    [{ url: 7 }, /servers\[0\]: not a server object/],
    ['https://x', /servers\[0\]: not a server object/],
  ])('refuses %j without quoting it', (server, message) => {
    const run = () => baseUrl([server]);
    expect(run).toThrow(message);
    expect(() => run()).not.toThrow(/hunter2/);
  });

  it('refuses servers that are not a list', () => {
    expect(() => baseUrl({ url: 'https://x' })).toThrow(/spec\.json: servers: not a list/);
  });
});
