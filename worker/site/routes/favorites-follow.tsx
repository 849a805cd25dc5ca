import type { Context } from 'hono';
import { usePage } from '../../../shared/components/page-context';
import { buildPath } from '../../../shared/routes';
import type { AppEnv } from '../env';
import { readFollowPayload, submitFollow } from '../forms/follow';
import { FollowFavoritesIsland } from '../render/islands';
import { answerForm } from '../forms/answer';
import type { Action } from './screen';
import type { FormReturn } from '../request-context';

/** What the follow form shows: done (followed, or waiting for the confirmation mail), or its problem. */
export interface FollowState {
  followed: 'confirmed' | 'pending' | null;
  form: FormReturn | null;
}

/** The follow form's outcome from the page's address (`?followed=`) and a form that came back. */
export function followStateOf(c: Context<AppEnv>, form: FormReturn | null): FollowState {
  const followed = new URL(c.req.url).searchParams.get('followed');
  return { followed: followed === '1' ? 'confirmed' : followed === 'pending' ? 'pending' : null, form: form?.form === 'follow' ? form : null };
}

/**
 * The follow form posted to the favorites page (no JavaScript needed to post it): taken, back to
 * the page it came from (the subscription's own page when it names the token) saying so;
 * refused, the favorites page again with the message and the address typed.
 */
export const followAction: Action = async (c, _params, again) => {
  const payload = await readFollowPayload(c);
  const locale = c.get('locale');
  return answerForm(c, await submitFollow(c, payload), {
    form: 'follow',
    payload: { email: payload.email, token: payload.token },
    redirect: ({ confirmed, token }) => {
      const page = token ? buildPath('editSubscription', { token }, locale) : buildPath('favorites', {}, locale);
      return `${page}?followed=${confirmed ? '1' : 'pending'}#follow-favorites`;
    },
    again,
  });
};

/** The follow section: its outcome, then the form (hidden by its enhancer while there is no favorite). */
export function FollowSection({ state, token }: { state: FollowState; token?: string }) {
  const { locale, t } = usePage();
  const { followed, form } = state;
  const shownToken = token ?? (form?.values.token || undefined);
  return (
    <section className="container follow" id="follow-favorites">
      {followed ? (
        <p className="alert alert--success" role="status">
          {t(followed === 'confirmed' ? 'follow.done' : 'follow.pending')}
        </p>
      ) : null}
      {form?.message ? (
        <p className="alert alert--danger" role="alert">
          {form.message}
        </p>
      ) : null}
      <FollowFavoritesIsland
        action={buildPath('favorites', {}, locale)}
        {...(shownToken ? { token: shownToken } : {})}
        labels={{ title: t('follow.title'), text: t('follow.text'), email: t('contact.email'), submit: t('follow.submit') }}
        {...(form?.values.email ? { email: form.values.email } : {})}
        {...(form?.fieldErrors.email ? { emailError: form.fieldErrors.email } : {})}
        shown={form !== null}
      />
    </section>
  );
}
