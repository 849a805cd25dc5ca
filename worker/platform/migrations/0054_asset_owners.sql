-- The site a platform picture belongs to, as a column: the platform draws a picture only for the
-- site asking (X-SITE) when it is that site's (worker/platform/demo/drawings.ts), so no site serves
-- another's. Before, the owner was written in front of the recipe's seed (`2:estate-1042-0`, 0 for
-- no site's) and read back by parsing it; a seed stored without one was any site's.
-- A picture of no site (NULL) is served to none: `npm run seed` gives every demo picture its site.
-- The previous platform still runs on this: it reads a seed without an owner as any site's.
ALTER TABLE assets ADD COLUMN site_id INTEGER REFERENCES sites(id) ON DELETE CASCADE;

-- The pictures written before: the site their seed names when it exists (0 named none), and
-- the seed without it. test/worker/asset-owners-migration.test.ts runs this over seeds of each form.
UPDATE assets
SET site_id = (SELECT s.id FROM sites s WHERE s.id = CAST(substr(assets.seed, 1, instr(assets.seed, ':') - 1) AS INTEGER)),
    seed = substr(seed, instr(seed, ':') + 1)
WHERE instr(seed, ':') > 1 AND substr(seed, 1, instr(seed, ':') - 1) NOT GLOB '*[^0-9]*';
