-- An agency's own domain: whether the owner asked for this hostname to become the
-- site's primary (every other hostname redirects to it) once Cloudflare has activated it.
ALTER TABLE custom_hostnames ADD COLUMN make_primary INTEGER NOT NULL DEFAULT 0 CHECK (make_primary IN (0, 1));
