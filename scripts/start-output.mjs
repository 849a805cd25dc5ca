// What `npm start` shows of `wrangler dev`'s output (scripts/start.mjs; `npm start -- --verbose`
// shows all of it). Pure: no input or output, so test/unit/scripts/start-output.test.ts runs it on a
// recorded log. Anything not recognised here is shown: an error wrangler prints, a worker's
// console.log, a reload after a file changed.

const ANSI = /\x1b\[[0-9;]*m/g;

/** A line without its terminal colours. */
export function plain(line) {
  return line.replace(ANSI, '');
}

/**
 * Lines that say what `npm start` says in its own words, or nothing a visitor of the local
 * site needs: the banner, the bindings table (wrangler.toml lists them), the start-up steps,
 * the "Ready on" line (npm start announces the addresses once both home pages answered) and
 * the notice that the Cron Trigger does not fire by itself locally (docs/running-locally.md says
 * how to fire it).
 */
export const START_NOISE = [
  /^\s*$/,
  /^\s*⛅️ wrangler \d/,
  /^─+$/,
  /^Using (secrets|vars) defined in /,
  /^Your Worker has access to the following bindings:$/,
  /^Binding\s+Resource\s+Mode$/,
  /^env\.\S+ .*\s(local|remote)$/,
  /^⎔ Starting local server/,
  /^\[wrangler:info\] ✨ Parsed \d+ valid (header|redirect) rules?\.?$/,
  /^\[wrangler:info\] Ready on https?:\/\//,
  /Scheduled Workers are not automatically triggered during local development/,
  /^\s+To manually trigger a scheduled event, run:$/,
  /^\s+curl "https?:\/\/[^"]+\/cdn-cgi\/local\/scheduled"$/,
  // wrangler dev's note that its registry of local workers changed (another `wrangler dev` on the machine, or its own start).
  /^⎔ Connection status updated$/,
  /^\s+For more details, see https:\/\/developers\.cloudflare\.com\/workers\/configuration\/cron-triggers\//,
];

/**
 * miniflare's line for a mail the send_email binding took, and the next, the path of the .eml
 * file it kept outside the repository (`Email: <path>` since miniflare 5): the platform's own line says where to read the mail
 * instead (the console's local mailbox, worker/platform/demo/mailbox.ts).
 */
const MAIL_KEPT = /^(?:\[wrangler:info\] )?send_email binding called with the following message:$/;
const MAIL_FILE = /^\s*(?:Email: )?\S+\.eml$/;

/** wrangler's line for an answered request, e.g. `[wrangler:info] GET /nl/ 200 OK (102ms)`. */
const REQUEST = /^\[wrangler:info\] [A-Z]+ \S+ \d{3} /;

/**
 * A filter for one run of `wrangler dev`: `keep(line)` says whether to show a line. The requests
 * `npm start` makes to warm the site up are left out: wrangler logs a request once it has been
 * answered, sometimes after `npm start` has announced the site, so `announced(requests)` says
 * how many requests the warm-up made; that many request lines are left out, then each shows.
 */
export function createStartFilter() {
  let announced = false;
  let warmUps = 0;
  let requests = 0;
  let mailFileNext = false;
  return {
    keep(line) {
      const text = plain(line);
      const mailFile = mailFileNext && MAIL_FILE.test(text);
      mailFileNext = MAIL_KEPT.test(text);
      if (mailFileNext || mailFile) return false;
      if (START_NOISE.some((pattern) => pattern.test(text))) return false;
      if (REQUEST.test(text)) {
        requests += 1;
        return announced && requests > warmUps;
      }
      return true;
    },
    announced(warmUpRequests) {
      announced = true;
      warmUps = warmUpRequests;
    },
  };
}
