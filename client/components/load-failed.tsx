export interface LoadFailedProps {
  /** "Could not load more …" in the page's language. */
  message: string;
  /** The button's label: "Try again". */
  action: string;
  onTryAgain: () => void;
}

/** Shown once a fetch has failed after its retries (client/retry-policy.ts): one try per click. */
export function LoadFailed({ message, action, onTryAgain }: LoadFailedProps) {
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--ghost" onClick={onTryAgain}>
        {action}
      </button>
    </div>
  );
}
