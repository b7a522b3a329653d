import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../../generator/model/types.ts';
import { entryExportNames, generatedExportNames } from '../../../generator/model/entry-exports.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

describe('the names the package entry exports before the schema types', () => {
  let model: ApiModel;
  beforeEach(() => {
    model = fixtureModel();
  });

  it("holds the generated modules' names: bindings, the composed factory, event names, error shapes, enums, versions and tables", () => {
    const names = generatedExportNames(model);
    const expected = [
      ...model.runtime.clientBindings,
      // The factory of named resources only, from composed-client.ts (issue #37).
      'createIncidentClientWith',
      ...model.runtime.webhookBindings,
      'WebhookEvents', 'WebhookEventName', 'WebhookEventPayload', 'webhookEventNames', 'isWebhookEventPayload',
      'AuditLogEvents', 'AuditLogEventName', 'AuditLogEntry', 'auditLogEventNames', 'isAuditLogEntry',
      'ApiErrorBody', 'ApiRateLimitInfo',
      ...model.enums.map((enumModel) => enumModel.name),
      ...model.versions,
      'operations', 'pagination', 'resources', 'Resources', 'deprecations', 'paths', 'components', 'PaginatedItems', 'PaginatedPath', 'OperationId', 'Deprecation',
    ];
    expect([...names].sort()).toEqual([...new Set(expected)].sort());
    expect(model.enums.length).toBeGreaterThan(0);
    expect(model.versions.length).toBeGreaterThan(0);
  });

  it("adds the runtime's client and webhook exports, and nothing else", () => {
    const names = entryExportNames(model);
    const runtime = [...model.runtime.clientExports, ...model.runtime.webhookExports].map(({ name }) => name);
    expect(runtime).toEqual(expect.arrayContaining(['IncidentApiError', 'WebhookVerificationError']));
    expect([...names].sort()).toEqual([...new Set([...generatedExportNames(model), ...runtime])].sort());
  });
});
