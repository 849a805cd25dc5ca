import { describe, expect, it } from 'vitest';
import type { ConsoleSite } from '../../../../shared/contract/console';
import * as routes from '../../../../shared/contract/console-api/routes';
import { mayCall } from '../../../../worker/console/kit/roles';

// The role each route of the console API needs, known to the console before the platform
// answers (worker/console/kit/roles.ts), as the platform keeps it (its console API's access.ts):
// any member, owners, operators, publishers (owners, and editors unless the owners publish
// editors' changes).

const site = (role: ConsoleSite['role']): ConsoleSite => ({ id: 1, name: 'Immo', role });

describe('the roles the console knows', () => {
  it.each([
    ['a member route', routes.draftsSubmit, 'editor', false, false, true],
    ['an owner route, to an editor', routes.draftsReturn, 'editor', false, false, false],
    ['an owner route, to an owner', routes.draftsReturn, 'owner', false, false, true],
    ['an operator route, to an owner', routes.agenciesCreate, 'owner', false, false, false],
    ['an operator route, to an operator', routes.agenciesCreate, 'editor', true, false, true],
    ['a publisher route, to an editor without approval', routes.draftsPublish, 'editor', false, false, true],
    ['a publisher route, to an editor where owners publish', routes.draftsPublish, 'editor', false, true, false],
    ['a publisher route, to an owner where owners publish', routes.draftsRollback, 'owner', false, true, true],
  ] as const)('%s', (_, route, role, operator, approval, may) => {
    expect(mayCall(route, { site: site(role), operator, approval })).toBe(may);
  });
});
