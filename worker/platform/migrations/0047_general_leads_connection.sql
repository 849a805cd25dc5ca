-- Where a site's leads go when it has several CRM connections (docs/leads.md "Into the agency's
-- CRM"): a lead about a listing goes to the connection its listing came from (the listing's
-- source); a lead without one (a general contact, a valuation request, a subscription) to the
-- connection the agency chose on the console's CRM screen, marked here. At most one a site.
-- A site with one CRM connection sends them there without a choice; with several and none
-- chosen, to its mailbox. Sites with CRM connections keep what they did until now: their first
-- CRM connection with credentials takes the leads without a listing.
ALTER TABLE connections ADD COLUMN general_leads INTEGER NOT NULL DEFAULT 0 CHECK (general_leads IN (0, 1));
CREATE UNIQUE INDEX connections_general_leads ON connections(site_id) WHERE general_leads = 1;
UPDATE connections SET general_leads = 1
  WHERE id IN (SELECT min(id) FROM connections WHERE kind IN ('sweepbright', 'whise', 'omnicasa') AND secret IS NOT NULL GROUP BY site_id);
