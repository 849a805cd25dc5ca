-- A reservation request repeated within minutes is the same request (routes/rentals.ts looks
-- for it by unit, period and time before writing one).
CREATE INDEX rental_reservations_recent ON rental_reservations(unit_id, period_id, created_at);
