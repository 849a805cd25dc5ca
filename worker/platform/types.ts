import type { D1Database, Queue } from '@cloudflare/workers-types';
import type { OutboxQueueMessage, SyncQueueMessage } from '../../shared/contract/queue-message';
import type { PictureJob } from '../../shared/contract/sized-pictures';
import type { TranslationJob } from '../../shared/contract/listing-translations';
import type { MailEnvelope } from './delivery/mail-message';
import type { PlatformWorkerEnv } from './wrangler-env';

/**
 * The platform's bindings, vars and secrets, declared once: what wrangler.platform.toml binds
 * (wrangler-env.ts, generated from it; the configuration's comments say what each is), each optional but the
 * directory's database, since the local default and the tests bind fewer, and what no
 * configuration declares: the optional vars and the secrets, documented here. The platform
 * deployed on its own is given these; the local default hands it its own (worker/local.ts).
 * The API needs DB, PLATFORM_TOKEN and OUTBOX_QUEUE; delivering the outbox (the queue
 * consumer, the Cron Trigger) the rest.
 */
export interface PlatformBindings extends Partial<PlatformWorkerEnv> {
  /** The directory (sites, hostnames, the console's people, connections) and the data database of every site not placed elsewhere (databases/site-db.ts). */
  DB: PlatformWorkerEnv['DB'];
  /**
   * More data databases, each with every migration; `site_databases` says which sites each
   * holds. Any binding named DB_{n} is one (databases/site-db.ts reads them by name); these are typed.
   */
  DB_2?: D1Database;
  DB_3?: D1Database;
  DB_4?: D1Database;
  /** The delivery queue: every outbox row is also sent here. Unbound or failing: rows stay pending and the Cron Trigger sends them again. */
  OUTBOX_QUEUE?: Queue<OutboxQueueMessage>;
  /** The sync queue: a CRM webhook's event, fetched and written by its consumer (sync/consumer.ts). Unbound or failing: events wait for the Cron Trigger. */
  SYNC_QUEUE?: Queue<SyncQueueMessage>;
  /**
   * Pictures to make in sizes (media/sizes.ts): every picture a write names is a message here.
   * Unbound: none is made, and pages show the placeholder for a large one.
   */
  PICTURE_QUEUE?: Queue<PictureJob>;
  /** The pictures someone waits for (media/sizes.ts PICTURE_ASK_QUEUE_NAME); without it they go on PICTURE_QUEUE. */
  PICTURE_ASK_QUEUE?: Queue<PictureJob>;
  /**
   * Listings whose missing languages are to be made (translations/queue.ts): every listing a write
   * changed is a message here. Unbound: none is made, and pages show the agency's own texts.
   */
  TRANSLATE_QUEUE?: Queue<TranslationJob>;
  /**
   * Which provider translates listings (docs/translations.md): `workers-ai`, `deepl`, or `off`;
   * unset: the first configured of Workers AI and DeepL, none of them: off.
   */
  TRANSLATION_PROVIDER?: string;
  /** Workers AI's REST API (default https://api.cloudflare.com/client/v4; the tests' local server). */
  WORKERS_AI_URL?: string;
  /** The Cloudflare account whose Workers AI translates and drafts. */
  WORKERS_AI_ACCOUNT_ID?: string;
  /** An API token with "Workers AI: Read" on that account. Secret; never logged or answered. */
  WORKERS_AI_TOKEN?: string;
  /** The translation model (default @cf/meta/m2m100-1.2b) and the text model of drafts (default @cf/meta/llama-3.3-70b-instruct-fp8-fast). */
  WORKERS_AI_TRANSLATION_MODEL?: string;
  WORKERS_AI_TEXT_MODEL?: string;
  /** DeepL's API (default by the key: https://api-free.deepl.com for a Free key, ending ":fx", else https://api.deepl.com). */
  DEEPL_URL?: string;
  /** The platform's DeepL API key. Secret; never logged or answered. */
  DEEPL_KEY?: string;
  /** Characters of listings' texts an agency may have translated a month, unless its own cap says otherwise (default 200000). */
  TRANSLATION_MONTHLY_CHARACTERS?: string;
  /** Milliseconds one provider call may take (default 30000). */
  TRANSLATION_TIMEOUT_MS?: string;
  /** Seconds before a failed translation is tried again, doubled each time (default 60). */
  TRANSLATION_RETRY_BASE_SECONDS?: string;
  /** When set (a platform deployed on its own), every call must carry it as a bearer token. Secret. */
  PLATFORM_TOKEN?: string;
  /** Base64 of 32 random bytes: the AES-GCM key of the connections' secrets. Secret. */
  CONNECTION_SECRET_KEY?: string;
  /**
   * The local default's mailbox (worker/local.ts, demo/mailbox.ts): a copy of every mail sent,
   * which the console shows at /__mailbox, marked with the site and the record it carried, so a
   * person's erasure and the retention step (privacy/) find and remove the copies too. No
   * configuration declares it; production has none and keeps no copy of a mail.
   */
  LOCAL_MAILBOX?: KeptMails;
  /**
   * The port `npm start` (and the browser tests' server) serves every local hostname on
   * (localhost, *.localhost): a mail's links to a site on one keep it, so they open
   * (shared/domain/site-origin.ts hostOrigin). Passed with `--var`; production has none.
   */
  LOCAL_SITES_PORT?: string;
  /** Sender of delivery mail when a site names none (delivery.email.from). */
  MAIL_FROM?: string;
  /** The console's operators: e-mail addresses, separated by commas or spaces; each may open every agency as its owner. */
  CONSOLE_OPERATORS?: string;
  /** The fill (percent of D1's 10 GB, default 80) past which placement skips a data database (databases/fill.ts). */
  DATABASE_FULL_PERCENT?: string;
  /** How long after a move's switch its old rows may be deleted (databases/site-move.ts; default 60 s, the isolates' memory of a site's database). */
  SITE_MOVE_SETTLE_SECONDS?: string;
  /**
   * Sign-in links one address may ask in 15 minutes (default 5). The end-to-end tests raise it:
   * their files share one server and sign the same demo people in over and over.
   */
  CONSOLE_SIGN_IN_LINKS_PER_ADDRESS?: string;
  CONSOLE_SIGN_IN_LINKS_PER_IP?: string;
  /**
   * The domain under which a new agency gets its first hostname, `<slug>.<suffix>` (an
   * operator's new agency in the console), e.g. `sites.example.be` with a wildcard DNS record
   * to the site worker; `localhost` in the local default. Unset: the console cannot create agencies (503).
   */
  SITES_HOSTNAME_SUFFIX?: string;
  /** Milliseconds a CRM call may take before it counts as a timeout (default 15000). */
  CRM_TIMEOUT_MS?: string;
  /** Cloudflare's API for agencies' own domains (default https://api.cloudflare.com/client/v4; the fake Cloudflare locally and in tests). */
  CLOUDFLARE_API_BASE?: string;
  /** A Cloudflare API token with "SSL and Certificates: Edit" on the SaaS zone. Secret; never logged or answered. */
  CLOUDFLARE_API_TOKEN?: string;
  /** The zone Cloudflare for SaaS is enabled on (its custom hostnames). */
  CLOUDFLARE_ZONE_ID?: string;
  /** The CNAME target agencies point their hostname at (the fallback origin's name), e.g. sites.platform.example.be. */
  SAAS_CNAME_TARGET?: string;
  /** Milliseconds a Cloudflare call may take (default 10000). */
  CLOUDFLARE_TIMEOUT_MS?: string;
  /** Where integrators reach this platform's /ingest/ API (e.g. https://platform.example.be): the console shows the whole address. */
  INGEST_ORIGIN?: string;
  /**
   * The domain of the agencies' inbound addresses for portal enquiries, `<token>@<domain>`
   * (docs/portal-enquiries.md): Cloudflare Email Routing sends its mail to this worker's
   * email() handler. Unset: the console shows no address.
   */
  PORTAL_INBOUND_DOMAIN?: string;
  /** One siteverify address for every captcha provider (the local fake in tests); unset: each provider's own. */
  CAPTCHA_VERIFY_URL?: string;
  /** The limit on one siteverify call, in milliseconds; unset: 5 s. */
  CAPTCHA_TIMEOUT_MS?: string;
}

/** The site a request is scoped to (header X-SITE), when it names one. */
export interface PlatformVariables {
  siteId: number | undefined;
  /** The ingest connection whose bearer token the request carries (ingest API only). */
  ingestConnection?: { id: number; siteId: number };
}

export interface PlatformEnv {
  Bindings: PlatformBindings;
  Variables: PlatformVariables;
}

/** Whose a kept mail copy is: the site, and the record (an outbox row) it carried. */
export interface MailAbout {
  siteId: number;
  recordId?: string;
}

/** Which kept copies of a site: these (by id), or of these records or to this address (lower case), or sent before this time (ISO). */
export interface MailMatch {
  siteId: number;
  ids?: readonly string[];
  recordIds?: readonly string[];
  address?: string;
  before?: string;
}

/** A kept copy, opened. */
export interface KeptCopy {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The copies of the mails sent, where a platform keeps them (the local default's mailbox). */
export interface KeptMails {
  keep(mail: MailEnvelope, about?: MailAbout): Promise<void>;
  find(match: MailMatch): Promise<KeptCopy[]>;
  /** Removes the copies that match; answers how many. */
  forget(match: MailMatch): Promise<number>;
  /** Says a console link just mailed where its reader is (the local default's terminal), the link itself with it. */
  noticeLink(to: string, link: string): void;
}
