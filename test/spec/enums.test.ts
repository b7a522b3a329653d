import { describe, expect, it } from 'vitest';
import { CURRENT_SNAPSHOT, EARLIER_SNAPSHOT, REFERENCE_SPEC } from '../../spec/build/files.ts';
import { backticked, listItem, readReference, section } from './support/reference.ts';
import { readSpecFile, schemaOf } from './support/spec-files.ts';

const authentication = section(readReference('api-overview.md'), '## Authentication');
/** Backticked values after the first colon of a list item (what precedes names the request fields). */
const valuesAfterColon = (item: string) => backticked(item.slice(item.indexOf('):') + 2).split('. ')[0]!);

const roleNames = valuesAfterColon(listItem(authentication, 'Role-name enum values seen'));
const teamRoleItem = listItem(authentication, 'Team-role-name enum values seen');
const teamRoleNames = valuesAfterColon(teamRoleItem);
const removedTeamRoles = backticked(teamRoleItem.slice(teamRoleItem.indexOf('(including')));

const current = readSpecFile(REFERENCE_SPEC);
const earlier = readSpecFile(EARLIER_SNAPSHOT);

describe('enums of the reference', () => {
  it('reads the role lists from the reference', () => {
    expect(roleNames).toHaveLength(28);
    expect(teamRoleNames).toHaveLength(9);
    expect(removedTeamRoles).toEqual(['catalog_viewer', 'global_access', 'incident_creator', 'incident_editor', 'viewer']);
  });

  it('RoleName holds every role name, in the reference order', () => {
    expect(schemaOf(current, 'RoleName')).toMatchObject({ type: 'string', enum: roleNames });
  });

  it('team-role names: the same values in requests and responses today', () => {
    expect(schemaOf(current, 'TeamRoleName').enum).toEqual(teamRoleNames);
    expect(schemaOf(current, 'TeamRoleNameResult').enum).toEqual(teamRoleNames);
  });

  it('the earlier version still had the removed team-role values in the response enum only', () => {
    expect(schemaOf(earlier, 'TeamRoleNameResult').enum).toEqual([...teamRoleNames, ...removedTeamRoles]);
    expect(schemaOf(earlier, 'TeamRoleName').enum).toEqual(teamRoleNames);
    for (const value of removedTeamRoles) expect(schemaOf(current, 'TeamRoleNameResult').enum).not.toContain(value);
  });

  it('requests and responses use the role enums by reference', () => {
    expect(schemaOf(current, 'ApiKeyCreatePayloadV1').properties?.role_names?.items).toEqual({ $ref: '#/components/schemas/RoleName' });
    expect(schemaOf(current, 'ApiKeyCreatePayloadV1').properties?.team_role_names?.items).toEqual({ $ref: '#/components/schemas/TeamRoleName' });
    expect(schemaOf(current, 'IdentityV1').properties?.team_roles?.items).toEqual({ $ref: '#/components/schemas/TeamRoleNameResult' });
    expect(schemaOf(current, 'ApiKeyRoleEntryV1').properties?.name).toEqual({ $ref: '#/components/schemas/RoleName' });
  });

  it('the states the reference names are enums of their properties', () => {
    const states = section(readReference('api-overview.md'), '## States and transitions');
    const escalation = backticked(listItem(states, '| Escalation `status`').split('|')[2]!);
    const workflowRun = backticked(listItem(states, '| Workflow run `status`').split('|')[2]!);
    expect(escalation).toEqual(['delayed', 'snoozed', 'pending_repeat']);
    expect(schemaOf(current, 'EscalationStatus').enum).toEqual(escalation);
    expect(schemaOf(current, 'WorkflowRunStatus').enum).toEqual(workflowRun);
  });

  it('the newest snapshot has the same enums as the spec', () => {
    const snapshot = readSpecFile(CURRENT_SNAPSHOT);
    const enums = (document: typeof current) => Object.entries(document.components?.schemas ?? {}).filter(([, schema]) => Array.isArray(schema.enum));
    expect(enums(snapshot)).toEqual(enums(current));
    expect(enums(current).length).toBeGreaterThanOrEqual(15);
  });
});
