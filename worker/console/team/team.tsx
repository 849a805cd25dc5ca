import type { Locale } from '../../../shared/i18n/locales';
import { type ConsoleSession, ROLES, type Team, type TeamMember } from '../../../shared/contract/console';
import { t } from '../kit/i18n';
import { SiteShell } from '../kit/render';
import { choicesOf, Field, FormAlert, Notice, Options, FieldError, PostForm, SubmitButton } from '../kit/fields';
import { Table } from '../kit/scroll-table';

export interface InviteForm {
  email: string;
  role: string;
  errors: Partial<Record<'email' | 'role', string>>;
  alert?: string;
  /** The address just invited: the page says so. */
  sent?: string;
  /** A change just made to the team: `changed` (a role) or `removed`. */
  done?: string;
}

/** A member's role form (owner or editor) and the link to remove them (a confirmation page first). */
function MemberActions({ locale, session, siteId, member }: { locale: Locale; session: ConsoleSession; siteId: number; member: TeamMember }) {
  const base = `/${locale}/sites/${siteId}/team/${member.userId}`;
  return (
    <div className="actions">
      <form method="post" action={`${base}/role`} className="actions">
        <input type="hidden" name="_csrf" value={session.csrf} />
        <select name="role" defaultValue={member.role} aria-label={t(locale, 'teamEdit.roleOf', { email: member.email })}>
          <Options choices={choicesOf(ROLES, (role) => t(locale, `role.${role}`))} />
        </select>
        <button type="submit">{t(locale, 'teamEdit.save')}</button>
      </form>
      <a href={`${base}/remove`} aria-label={t(locale, 'teamEdit.removeLabel', { email: member.email })}>
        {t(locale, 'teamEdit.remove')}
      </a>
    </div>
  );
}

/** The team of an agency (owners only): its members and invited colleagues, and the invite form. */
export function TeamPage({ locale, session, team, form }: { locale: Locale; session: ConsoleSession; team: Team; form: InviteForm }) {
  const action = `/${locale}/sites/${team.site.id}/team`;
  return (
    <SiteShell locale={locale} session={session} site={team.site} title="title.team" screen="team">
      {form.sent && <Notice>{t(locale, 'team.sent', { email: form.sent })}</Notice>}
      {form.done && <Notice>{t(locale, `teamEdit.${form.done}`)}</Notice>}
      <h2 id="members">{t(locale, 'team.members')}</h2>
      <Table labelledBy="members" head={(['email', 'role', 'state'] as const).map((column) => t(locale, `team.${column}`))}>
        {team.members.map((member) => (
          <tr key={member.userId}>
            <td>{member.email}</td>
            <td>{t(locale, `role.${member.role}`)}</td>
            <td>{t(locale, member.invited ? 'team.invited' : 'team.active')}</td>
          </tr>
        ))}
      </Table>
      <h2 id="manage">{t(locale, 'teamEdit.actions')}</h2>
      <ul className="members" aria-labelledby="manage">
        {team.members.map((member) => (
          <li key={member.userId}>
            <span className="member">{member.email}</span>
            <MemberActions locale={locale} session={session} siteId={team.site.id} member={member} />
          </li>
        ))}
      </ul>
      <h2 id="invite">{t(locale, 'team.invite')}</h2>
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <form method="post" action={action} aria-labelledby="invite" noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <Field id="invite-email" label={t(locale, 'team.inviteEmail')} error={form.errors.email}>
          {(described) => <input id="invite-email" name="email" type="email" autoComplete="off" required defaultValue={form.email} {...described} />}
        </Field>
        <fieldset className={form.errors.role ? 'field field--error' : 'field'} aria-describedby={form.errors.role ? 'invite-role-error' : undefined}>
          <legend>{t(locale, 'team.role')}</legend>
          {ROLES.map((role) => (
            <div key={role} className="choice">
              <input type="radio" id={`invite-role-${role}`} name="role" value={role} defaultChecked={form.role === role} />
              <label htmlFor={`invite-role-${role}`}>
                {t(locale, `role.${role}`)}: <span className="hint">{t(locale, `team.${role}Help`)}</span>
              </label>
            </div>
          ))}
          <FieldError id="invite-role" error={form.errors.role} />
        </fieldset>
        <button type="submit">{t(locale, 'team.submit')}</button>
      </form>
      <h2 id="sessions">{t(locale, 'teamEdit.sessions')}</h2>
      <p>{t(locale, 'teamEdit.sessionsHelp')}</p>
      <PostForm action={`/${locale}/sign-out-everywhere`} csrf={session.csrf} aria-labelledby="sessions">
        <SubmitButton label={t(locale, 'teamEdit.signOutEverywhere')} />
      </PostForm>
    </SiteShell>
  );
}
