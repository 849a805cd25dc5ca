import { TextField } from '../components/form-fields';

export interface FollowFavoritesProps {
  /** Where the form posts: the favorites page (its action follows). */
  action: string;
  /** The subscription's token, on its own page (then no address is asked); absent: the address is asked. */
  token?: string;
  labels: { title: string; text: string; email: string; submit: string };
  /** The address typed, shown again with its problem after a refusal. */
  email?: string;
  emailError?: string;
  /** Shown from the start (a refusal shown again); else hidden until the enhancer finds a favorite (nothing moves on a page without any). */
  shown?: boolean;
}

/**
 * "Mail me when one of these changes": the visitor's favorites (kept in the browser)
 * followed by their alert's address. The server renders the form hidden (shown when it comes
 * back refused); follow-favorites.enhance.ts puts the favorites in it as `estateIds` and shows
 * it while there are any. It posts as a plain form; one naming none is refused with why.
 */
export default function FollowFavorites({ action, token, labels, email, emailError, shown = false }: FollowFavoritesProps) {
  return (
    <form className="contact-form follow-favorites" method="post" action={action} aria-labelledby="follow-favorites-title" hidden={!shown}>
      <h2 id="follow-favorites-title">{labels.title}</h2>
      <p>{labels.text}</p>
      {token ? (
        <input type="hidden" name="token" value={token} />
      ) : (
        <TextField
          formId="follow-favorites"
          name="email"
          label={labels.email}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={email ?? ''}
          {...(emailError ? { error: emailError } : {})}
        />
      )}
      <span className="follow-favorites__ids" hidden />
      <button className="button" type="submit">
        {labels.submit}
      </button>
    </form>
  );
}
