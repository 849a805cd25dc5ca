import type { D1Database } from '@cloudflare/workers-types';
import type { ConsoleSite, Role, TeamMember } from '../../../shared/contract/console';
import type { PlatformBindings } from '../types';

/** A console user as the platform knows them once their session is resolved. */
export interface ConsoleUser {
  id: number;
  email: string;
  /** Listed in CONSOLE_OPERATORS: every agency, as its owner. */
  operator: boolean;
}

/** The operators' addresses (CONSOLE_OPERATORS: separated by commas or spaces), lower case. */
export function operatorAddresses(env: Pick<PlatformBindings, 'CONSOLE_OPERATORS'>): Set<string> {
  return new Set(
    (env.CONSOLE_OPERATORS ?? '')
      .split(/[\s,;]+/)
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
  );
}

export async function userByEmail(db: D1Database, email: string): Promise<{ id: number; email: string } | null> {
  return db.prepare('SELECT id, email FROM console_users WHERE email = ?1').bind(email).first<{ id: number; email: string }>();
}

/** The user of an address, made when there is none yet (an invite, an operator's first sign-in). */
export async function ensureUser(db: D1Database, email: string, now: Date): Promise<{ id: number; email: string }> {
  await db.prepare('INSERT INTO console_users (email, created_at) VALUES (?1, ?2) ON CONFLICT (email) DO NOTHING').bind(email, now.toISOString()).run();
  return (await userByEmail(db, email))!;
}

/** The sites a user may open: an operator every site (as owner), anyone else their memberships'. */
export async function sitesOf(db: D1Database, user: ConsoleUser): Promise<ConsoleSite[]> {
  const { results } = user.operator
    ? await db.prepare(`SELECT id, name, 'owner' AS role FROM sites ORDER BY name, id`).all<ConsoleSite>()
    : await db
        .prepare('SELECT s.id, s.name, m.role FROM console_memberships m JOIN sites s ON s.id = m.site_id WHERE m.user_id = ?1 ORDER BY s.name, s.id')
        .bind(user.id)
        .all<ConsoleSite>();
  return results;
}

/** The user's site and role there, or null when they have none (the tenant boundary: worker/platform/console-api/routes.ts). */
export async function siteFor(db: D1Database, user: ConsoleUser, siteId: number): Promise<ConsoleSite | null> {
  if (user.operator) return db.prepare(`SELECT id, name, 'owner' AS role FROM sites WHERE id = ?1`).bind(siteId).first<ConsoleSite>();
  return db
    .prepare('SELECT s.id, s.name, m.role FROM console_memberships m JOIN sites s ON s.id = m.site_id WHERE m.user_id = ?1 AND m.site_id = ?2')
    .bind(user.id, siteId)
    .first<ConsoleSite>();
}

/** A site's team: its members, the invited ones (not signed in yet) among them. */
export async function teamOf(db: D1Database, siteId: number): Promise<TeamMember[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id AS userId, u.email, m.role, u.signed_in_at IS NULL AS invited
       FROM console_memberships m JOIN console_users u ON u.id = m.user_id WHERE m.site_id = ?1 ORDER BY u.email`,
    )
    .bind(siteId)
    .all<Omit<TeamMember, 'invited'> & { invited: number }>();
  return results.map((member) => ({ ...member, invited: member.invited === 1 }));
}

/** Gives a user a role on a site (an invite); an existing member keeps the role they have. Answers whether it is new. */
export async function addMember(db: D1Database, input: { userId: number; siteId: number; role: Role; invitedBy: number | null; now: Date }): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO console_memberships (user_id, site_id, role, invited_by, created_at) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING')
    .bind(input.userId, input.siteId, input.role, input.invitedBy, input.now.toISOString())
    .run();
  return result.meta.changes > 0;
}

/** What a change of the team did: done, refused because it would leave the agency without an owner, or no such member. */
export type TeamChange = 'done' | 'lastOwner' | 'notMember';

/** Whether the site would keep an owner (SQL, ?1 the site): another owner than the one changed. */
const ANOTHER_OWNER = `(role <> 'owner' OR (SELECT count(*) FROM console_memberships WHERE site_id = ?1 AND role = 'owner') > 1)`;

async function whyUnchanged(db: D1Database, siteId: number, userId: number): Promise<TeamChange> {
  const found = await db.prepare('SELECT 1 AS found FROM console_memberships WHERE site_id = ?1 AND user_id = ?2').bind(siteId, userId).first();
  return found ? 'lastOwner' : 'notMember';
}

/** A member's new role; never the site's last owner made an editor (one statement: two owners demoting each other at once leave one). */
export async function setRole(db: D1Database, siteId: number, userId: number, role: Role): Promise<TeamChange> {
  const result = await db
    .prepare(`UPDATE console_memberships SET role = ?3 WHERE site_id = ?1 AND user_id = ?2 AND (?3 = 'owner' OR ${ANOTHER_OWNER})`)
    .bind(siteId, userId, role)
    .run();
  return result.meta.changes > 0 ? 'done' : whyUnchanged(db, siteId, userId);
}

/** A member leaves the team (their sessions no longer open the site); never the site's last owner. */
export async function removeMember(db: D1Database, siteId: number, userId: number): Promise<TeamChange> {
  const result = await db.prepare(`DELETE FROM console_memberships WHERE site_id = ?1 AND user_id = ?2 AND ${ANOTHER_OWNER}`).bind(siteId, userId).run();
  return result.meta.changes > 0 ? 'done' : whyUnchanged(db, siteId, userId);
}
