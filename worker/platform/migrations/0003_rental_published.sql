-- A holiday unit the agency takes off its site stays in the platform (its periods and past
-- reservations with it) but is neither searched nor shown.
ALTER TABLE rental_units ADD COLUMN published INTEGER NOT NULL DEFAULT 1;

CREATE INDEX rental_periods_free ON rental_periods(unit_id, available, start_date, price);
