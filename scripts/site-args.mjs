// The command line of `npm run site`, read into what to ask the admin API (scripts/site.mjs).
// Pure: no file, network or process access, so test/unit/scripts/site-cli.test.ts can try every form.

export const USAGE = `usage: npm run site -- <command> [arguments] [flags]

commands
  list                                  every site: id, name, languages, hostnames
  show <id>                             one site in full
  create [flags] [--file site.json]     a new site (--name and --hostname at least)
  update <id> [flags] [--file x.json]   change the given fields only
  add-hostname <id> <hostname> [--primary]
  remove-hostname <id> <hostname>
  databases                             each data database: size, sites, fill of D1's 10 GB
  move-database <id> <binding>          move a site's rows to that database (e.g. DB_2); safe to run again

flags (create and update)
  --name "Immo Noord"
  --hostname www.immo-noord.be          the primary hostname
  --alias immo-noord.be                 an alias (repeat for more); aliases redirect (301) to the primary
  --locales nl,fr                       the site's languages (nl, fr, en, de)
  --default-locale nl
  --primary-color '#0b4f6c'  --primary-text-color '#ffffff'  --accent-color '#e07a1f'  --background-color '#ffffff'
  --logo https://cdn.example.be/logo.svg   (or a path such as /assets/logo.svg; "none" removes it)
  --hidden-status 7,8                   status ids never shown ("" shows all)
  --show-estate-address true|false
  --captcha-site-key KEY  --captcha-secret SECRET
  --file site.json                      a JSON body (see docs/admin-api.md); flags beside it win
  --json                                print the admin API's answer as JSON

Talks to the running site's admin API: SITE_URL, else http://localhost:$PORT (the port npm
start serves on, 8787 unless PORT is set), with ADMIN_TOKEN from the environment or .dev.vars.`;

/**
 * The site `npm run site` talks to: SITE_URL, else the one `npm start` serves with the same PORT.
 * @example siteUrl({ PORT: '8811' }) // 'http://localhost:8811'
 */
export function siteUrl(env) {
  return (env.SITE_URL || `http://localhost:${env.PORT || '8787'}`).replace(/\/+$/, '');
}

/** A command line that cannot be understood; its message says what is wrong. */
export class UsageError extends Error {}

const COMMANDS = new Set(['list', 'show', 'create', 'update', 'add-hostname', 'remove-hostname', 'databases', 'move-database', 'help']);
const THEME_FLAGS = { 'primary-color': 'primary', 'primary-text-color': 'primaryText', 'accent-color': 'accent', 'background-color': 'background' };
const VALUE_FLAGS = new Set([
  'name',
  'hostname',
  'alias',
  'locales',
  'default-locale',
  ...Object.keys(THEME_FLAGS),
  'logo',
  'hidden-status',
  'show-estate-address',
  'captcha-site-key',
  'captcha-secret',
  'file',
]);
const SWITCHES = new Set(['primary', 'json', 'help']);

function list(value) {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function siteId(value, command) {
  if (!value || !/^[1-9]\d*$/.test(value))
    throw new UsageError(`${command} needs a site id (a positive number), got ${value === undefined ? 'nothing' : `"${value}"`}`);
  return Number(value);
}

/** Splits `--flag value`, `--flag=value` and switches from the positional words. */
function splitFlags(argv) {
  const positional = [];
  const flags = new Map();
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index];
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2);
    if (SWITCHES.has(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      flags.set(name, [true]);
      continue;
    }
    if (!VALUE_FLAGS.has(name)) throw new UsageError(`unknown flag --${name}`);
    let value = inline;
    if (value === undefined) {
      value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      index += 1;
    }
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  return { positional, flags };
}

function last(flags, name) {
  const values = flags.get(name);
  return values ? values[values.length - 1] : undefined;
}

/** The site body the flags describe (the admin API's words); only the fields given. */
export function bodyFromFlags(flags, command) {
  const body = {};
  const name = last(flags, 'name');
  if (name !== undefined) body.name = name;
  const primary = last(flags, 'hostname');
  const aliases = flags.get('alias') ?? [];
  if (primary !== undefined) body.hostnames = [primary, ...aliases];
  else if (aliases.length > 0) {
    throw new UsageError(
      command === 'update' ? '--alias replaces the hostnames with --hostname; to add one alias use add-hostname' : '--alias needs --hostname (the primary)',
    );
  }
  const locales = last(flags, 'locales');
  if (locales !== undefined) body.locales = list(locales);
  const defaultLocale = last(flags, 'default-locale');
  if (defaultLocale !== undefined) body.defaultLocale = defaultLocale;
  for (const [flag, key] of Object.entries(THEME_FLAGS)) {
    const value = last(flags, flag);
    if (value !== undefined) body.theme = { ...body.theme, [key]: value };
  }
  const logo = last(flags, 'logo');
  if (logo !== undefined) body.logo = logo === 'none' ? null : logo;
  const hidden = last(flags, 'hidden-status');
  if (hidden !== undefined) {
    const ids = list(hidden).map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw new UsageError(`--hidden-status takes status ids such as 7,8, got "${hidden}"`);
    body.settings = { ...body.settings, hiddenStatus: ids };
  }
  const showAddress = last(flags, 'show-estate-address');
  if (showAddress !== undefined) {
    if (showAddress !== 'true' && showAddress !== 'false') throw new UsageError('--show-estate-address takes true or false');
    body.settings = { ...body.settings, showEstateAddress: showAddress === 'true' };
  }
  const siteKey = last(flags, 'captcha-site-key');
  const secret = last(flags, 'captcha-secret');
  if (siteKey !== undefined || secret !== undefined) {
    body.captcha = {};
    if (siteKey !== undefined) body.captcha.siteKey = siteKey;
    if (secret !== undefined) body.captcha.secret = secret;
  }
  return body;
}

/** A body from a file with the flags' fields on top; theme, settings and captcha merge key by key. */
export function mergeBodies(fromFile, fromFlags) {
  const merged = { ...fromFile, ...fromFlags };
  for (const key of ['theme', 'settings', 'captcha']) {
    if (fromFile?.[key] && fromFlags[key]) merged[key] = { ...fromFile[key], ...fromFlags[key] };
  }
  return merged;
}

/**
 * What the command line asks for.
 * @example parseSiteArgs(['add-hostname', '3', 'immo.be', '--primary']) // { command: 'add-hostname', id: 3, hostname: 'immo.be', primary: true, json: false }
 */
export function parseSiteArgs(argv) {
  const { positional, flags } = splitFlags(argv);
  const [command = 'help', ...rest] = positional;
  if (!COMMANDS.has(command)) throw new UsageError(`unknown command "${command}"`);
  const json = flags.has('json');
  if (command === 'help' || flags.has('help')) return { command: 'help', json };
  const takesBody = command === 'create' || command === 'update';
  const extraFlags = [...flags.keys()].filter(
    (flag) => flag !== 'json' && !(takesBody && VALUE_FLAGS.has(flag)) && !(command === 'add-hostname' && flag === 'primary'),
  );
  if (extraFlags.length > 0) throw new UsageError(`${command} takes no --${extraFlags[0]}`);
  const expected = { list: 0, show: 1, create: 0, update: 1, 'add-hostname': 2, 'remove-hostname': 2, databases: 0, 'move-database': 2 }[command];
  if (rest.length > expected) throw new UsageError(`${command} takes ${expected} argument(s), got "${rest.join(' ')}"`);
  switch (command) {
    case 'list':
    case 'databases':
      return { command, json };
    case 'move-database': {
      const id = siteId(rest[0], command);
      if (!rest[1] || !/^DB(_[1-9]\d{0,3})?$/.test(rest[1]))
        throw new UsageError(
          `move-database needs a database binding after the site id (DB, DB_2 …), got ${rest[1] === undefined ? 'nothing' : `"${rest[1]}"`}`,
        );
      return { command, id, binding: rest[1], json };
    }
    case 'show':
      return { command, id: siteId(rest[0], command), json };
    case 'create':
    case 'update': {
      const id = command === 'update' ? siteId(rest[0], command) : undefined;
      const body = bodyFromFlags(flags, command);
      const file = last(flags, 'file');
      if (!file && Object.keys(body).length === 0) throw new UsageError(`${command} needs flags or --file (see npm run site -- help)`);
      return { command, ...(id ? { id } : {}), body, ...(file ? { file } : {}), json };
    }
    default: {
      const id = siteId(rest[0], command);
      if (!rest[1]) throw new UsageError(`${command} needs a hostname after the site id`);
      return { command, id, hostname: rest[1], ...(command === 'add-hostname' ? { primary: flags.has('primary') } : {}), json };
    }
  }
}

/** KEY=value lines of a .dev.vars file (comments, blank lines and quotes as wrangler reads them). */
export function parseDevVars(text) {
  const vars = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    let value = match[2];
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    vars[match[1]] = value;
  }
  return vars;
}
