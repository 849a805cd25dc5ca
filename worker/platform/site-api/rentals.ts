import { Hono } from 'hono';
import * as z from 'zod';
import type { RawRentalPeriod, RawRentalUnit } from '../../../shared/contract/raw/rental';
import { fail, idParam } from '../kit/http';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { jsonBody } from '../kit/validate';
import { id, isoDate, reservationSchema } from './forms-schemas';
import { enqueueOutbox } from '../delivery/queue-message';
import { duplicateSince, outboxInsert } from '../delivery/outbox-insert';
import { countLead } from '../stats/store';
import { keepAnswer, notYetWritten, writeKeyOf } from './write-keys';
import { serve, site, storedJson } from './serve';

const rentalQuerySchema = z
  .object({
    locationId: z.array(id).max(50).optional(),
    cityId: z.array(id).max(100).optional(),
    subKindId: z.array(id).max(50).optional(),
    /** At least this many guests. */
    occupation: z.number().int().min(1).max(50).optional(),
    periodTypeId: z.array(id).max(10).optional(),
    /** Arrival on this date (a period starting that day). */
    arrival: isoDate.optional(),
    /** Only units with an available period in this window. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .strict();

const rentalSearchSchema = z
  .object({
    query: rentalQuerySchema.optional(),
    sort: z
      .object({ field: z.enum(['price', 'occupation', 'id']), order: z.enum(['asc', 'desc']).optional() })
      .strict()
      .optional(),
    limit: z.number().int().min(0).max(100).optional(),
    offset: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();

type RentalQuery = z.infer<typeof rentalQuerySchema>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The WHERE clause of a rental search over published units `u`, and the conditions a period
 * `r` of such a unit must meet to match it (free, not begun, of a chosen type, on the arrival
 * day or within the window). Parameters are numbered, so both can share one statement.
 */
function rentalWhere(
  siteId: number,
  query: RentalQuery = {},
): { where: string; whereParams: (string | number)[]; period: string; params: (string | number)[] } {
  const params: (string | number)[] = [siteId];
  const conditions = ['u.site_id = ?1', 'u.published = 1'];
  const p = (value: string | number) => {
    params.push(value);
    return `?${params.length}`;
  };
  // One bound JSON array per list: D1 allows at most 100 bound parameters per statement.
  const list = (column: string, values?: number[]) => {
    if (values?.length) conditions.push(`${column} IN (SELECT value FROM json_each(${p(JSON.stringify(values))}))`);
  };
  list('u.location_id', query.locationId);
  list('u.city_id', query.cityId);
  list('u.sub_kind_id', query.subKindId);
  if (query.occupation !== undefined) conditions.push(`u.max_occupation >= ${p(query.occupation)}`);
  const unitParams = params.length;
  const period: string[] = ['r.unit_id = u.id', 'r.available = 1', `r.start_date >= ${p(today())}`];
  const filtered = query.periodTypeId?.length || query.arrival || query.from || query.to;
  if (query.periodTypeId?.length) period.push(`r.type_id IN (SELECT value FROM json_each(${p(JSON.stringify(query.periodTypeId))}))`);
  if (query.arrival) period.push(`r.start_date = ${p(query.arrival)}`);
  if (query.from) period.push(`r.start_date >= ${p(query.from)}`);
  if (query.to) period.push(`r.end_date <= ${p(query.to)}`);
  const matching = period.join(' AND ');
  // Without a period in the search every unit is listed; with one, only units that have it free.
  if (filtered) conditions.push(`EXISTS (SELECT 1 FROM rental_periods r WHERE ${matching})`);
  // D1 wants exactly the parameters a statement uses: WHERE alone uses the period's only when it has the EXISTS.
  return { where: conditions.join(' AND '), whereParams: filtered ? params : params.slice(0, unitParams), period: matching, params };
}

/** Holiday rental units: search, filter options, one unit, its periods, photos, reservation requests. */
export const rentals = new Hono<PlatformEnv>();

/**
 * POST /rental-units: published units of the site that match, each with `cheapestPeriod`, the
 * cheapest free period that matches the search (the card's "from € x"); sorting by price
 * sorts by that period's price.
 */
serve(rentals, 'POST /rental-units', site, async (c) => {
  const siteId = c.var.site;
  const body = await jsonBody(c, rentalSearchSchema, 'rental search body');
  const { where, whereParams, period, params } = rentalWhere(siteId, body.query);
  const cheapest = `(SELECT r.document FROM rental_periods r WHERE ${period} ORDER BY r.price, r.start_date LIMIT 1)`;
  const cheapestPrice = `(SELECT MIN(r.price) FROM rental_periods r WHERE ${period})`;
  const column = { price: 'cheapest_price', occupation: 'u.max_occupation', id: 'u.id' }[body.sort?.field ?? 'id'];
  const direction = body.sort?.order === 'desc' ? 'DESC' : 'ASC';
  const db = await siteDb(c.env, siteId);
  const [count, page] = await db.batch<{ n?: number; document?: string; cheapest?: string | null }>([
    db.prepare(`SELECT count(*) AS n FROM rental_units u WHERE ${where}`).bind(...whereParams),
    db
      .prepare(
        `SELECT u.document, ${cheapest} AS cheapest, ${cheapestPrice} AS cheapest_price FROM rental_units u WHERE ${where}
         ORDER BY ${column} IS NULL, ${column} ${direction}, u.id LIMIT ?${params.length + 1} OFFSET ?${params.length + 2}`,
      )
      .bind(...params, body.limit ?? 15, body.offset ?? 0),
  ]);
  return c.json(
    {
      total: { value: Number(count?.results[0]?.n ?? 0) },
      results: (page?.results ?? []).map((row) => ({
        ...(JSON.parse(row.document!) as RawRentalUnit),
        cheapestPeriod: row.cheapest ? ({ ...(JSON.parse(row.cheapest) as RawRentalPeriod), available: true } satisfies RawRentalPeriod) : null,
      })),
    },
    200,
  );
});

serve(rentals, 'POST /rental-units/filters', site, async (c) => {
  const siteId = c.var.site;
  const body = await jsonBody(c, z.object({ query: rentalQuerySchema.optional() }).strict(), 'rental filter body');
  const { where, whereParams, period, params } = rentalWhere(siteId, body.query);
  const db = await siteDb(c.env, siteId);
  const [units, periods] = await db.batch<{ document: string }>([
    db.prepare(`SELECT u.document FROM rental_units u WHERE ${where} ORDER BY u.id`).bind(...whereParams),
    db
      .prepare(`SELECT r.document FROM rental_periods r JOIN rental_units u ON u.id = r.unit_id WHERE ${where} AND ${period} ORDER BY r.start_date`)
      .bind(...params),
  ]);
  const list = (units?.results ?? []).map((row) => JSON.parse(row.document) as RawRentalUnit);
  const available = (periods?.results ?? []).map((row) => JSON.parse(row.document) as RawRentalPeriod);
  const byId = <T extends { id: number }>(items: (T | null | undefined)[]) => [
    ...new Map(items.filter((item): item is T => Boolean(item)).map((item) => [item.id, item])).values(),
  ];
  return c.json(
    {
      locations: byId(list.map((unit) => unit.general.location)),
      subKinds: byId(list.map((unit) => unit.general.subKind)),
      cities: byId(list.map((unit) => unit.general.city)),
      maxOccupations: [...new Set(list.map((unit) => unit.general.maxOccupation).filter((n): n is number => Boolean(n)))].sort((a, b) => a - b),
      periodTypes: byId(available.map((period) => period.type)),
      periodStartDates: [...new Set(available.map((period) => period.start))],
      periodDates: [...new Map(available.map((period) => [`${period.start}/${period.end}`, { start: period.start, end: period.end }])).values()],
    },
    200,
  );
});

serve(rentals, 'GET /rental-units/photo/:unitId/:index', site, async (c) => {
  const siteId = c.var.site;
  const row = await (await siteDb(c.env, siteId))
    .prepare('SELECT document FROM rental_units WHERE id = ?1 AND site_id = ?2 AND published = 1')
    .bind(idParam(c.req.param('unitId'), 'unitId'), siteId)
    .first<{ document: string }>();
  const index = Number(c.req.param('index'));
  const photo = row && Number.isInteger(index) ? (JSON.parse(row.document) as RawRentalUnit).photos[index] : undefined;
  if (!photo) fail(404, 'No such photo');
  return c.json(photo, 200);
});

serve(rentals, 'GET /rental-units/:id/periods', site, async (c) => {
  const siteId = c.var.site;
  const unitId = idParam(c.req.param('id'));
  const db = await siteDb(c.env, siteId);
  const unit = await db.prepare('SELECT 1 AS ok FROM rental_units WHERE id = ?1 AND site_id = ?2 AND published = 1').bind(unitId, siteId).first();
  if (!unit) fail(404, `Rental unit ${unitId} does not exist`);
  const rows = await db
    .prepare('SELECT document, available FROM rental_periods WHERE unit_id = ?1 AND end_date >= ?2 ORDER BY start_date, type_id')
    .bind(unitId, today())
    .all<{ document: string; available: number }>();
  return c.json(
    rows.results.map((row) => ({ ...(JSON.parse(row.document) as RawRentalPeriod), available: row.available === 1 })),
    200,
  );
});

serve(rentals, 'GET /rental-units/:id', site, async (c) => {
  const siteId = c.var.site;
  const row = await (await siteDb(c.env, siteId))
    .prepare('SELECT document FROM rental_units WHERE id = ?1 AND site_id = ?2 AND published = 1')
    .bind(idParam(c.req.param('id')), siteId)
    .first<{ document: string }>();
  if (!row) fail(404, `Rental unit ${c.req.param('id')} does not exist`);
  return storedJson<RawRentalUnit>(c, row.document);
});

/**
 * A reservation request for an available future period of a published unit, with as many
 * guests as the unit takes. Stored with two mails in one transaction: the request for the
 * agency and a confirmation for the visitor that says it is a request, not a booking. The
 * agency confirms it, so the period stays open until then.
 */
serve(rentals, 'POST /rental-units/reservation', site, async (c) => {
  const siteId = c.var.site;
  const request = await jsonBody(c, reservationSchema, 'reservation');
  const db = await siteDb(c.env, siteId);
  const row = await db
    .prepare(
      `SELECT r.document, r.available, u.max_occupation, u.document AS unit FROM rental_periods r JOIN rental_units u ON u.id = r.unit_id
       WHERE r.id = ?1 AND r.unit_id = ?2 AND u.site_id = ?3 AND u.published = 1`,
    )
    .bind(request.periodId, request.unitId, siteId)
    .first<{ document: string; available: number; max_occupation: number | null; unit: string }>();
  if (!row) fail(404, 'No such period for this rental unit');
  const period = JSON.parse(row.document) as RawRentalPeriod;
  if (!row.available || period.start < today()) fail(409, 'This period is no longer available');
  if (row.max_occupation && request.guests > row.max_occupation) {
    fail(400, 'Invalid reservation', [{ path: 'guests', message: `at most ${row.max_occupation} guests` }]);
  }
  const unit = JSON.parse(row.unit) as RawRentalUnit;
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const document = {
    id,
    ...request,
    unit: { id: unit.id, reference: unit.general.building?.rentalName ?? null, city: unit.address.city },
    period: { id: period.id, type: period.type, start: period.start, end: period.end, price: period.price },
    createdAt: now,
  };
  const mailIds = [crypto.randomUUID(), crypto.randomUUID()] as const;
  // The same request again (unit, period and e-mail address) within DUPLICATE_WINDOW_MS is the
  // first one: nothing written, nothing mailed, its document answered. The check is part of
  // the insert, and the mails are written only with the reservation, in one batch.
  const same = `site_id = ?2 AND unit_id = ?3 AND period_id = ?4 AND created_at > ?7 AND lower(json_extract(document, '$.email')) = lower(?8)`;
  const since = duplicateSince();
  const written = { sql: 'EXISTS (SELECT 1 FROM rental_reservations WHERE id = ?6)', bind: [id] };
  // A request sent with an Idempotency-Key is written once, its answer kept with it (write-keys.ts).
  const [inserted, , , first] = await db.batch<{ document: string }>([
    db
      .prepare(
        `INSERT INTO rental_reservations (id, site_id, unit_id, period_id, document, created_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6
         WHERE NOT EXISTS (SELECT 1 FROM rental_reservations WHERE ${same}) AND ${notYetWritten(2, 9)}`,
      )
      .bind(id, siteId, request.unitId, request.periodId, JSON.stringify(document), now, since, request.email, writeKeyOf(c)),
    outboxInsert(db, siteId, 'rental-reservation', document, mailIds[0], written),
    outboxInsert(
      db,
      siteId,
      'rental-reservation-confirmation',
      {
        reservationId: id,
        to: request.email,
        locale: request.locale,
        firstName: request.firstName,
        unit: document.unit,
        period: document.period,
        guests: request.guests,
      },
      mailIds[1],
      written,
    ),
    db
      .prepare(`SELECT document FROM rental_reservations WHERE ${same} ORDER BY created_at, rowid LIMIT 1`)
      .bind(null, siteId, request.unitId, request.periodId, null, null, since, request.email),
    ...keepAnswer(c, db, siteId, 201, document, { sql: 'EXISTS (SELECT 1 FROM rental_reservations WHERE id = ?7)', bind: [id] }),
  ]);
  if (!inserted!.meta.changes) return storedJson<typeof document>(c, first!.results[0]?.document ?? JSON.stringify(document));
  await enqueueOutbox(c.env.OUTBOX_QUEUE, mailIds, siteId);
  await countLead(db, siteId, 'reservation', { locale: request.locale, attribution: request.attribution, rentalUnitId: request.unitId });
  return c.json(document, 201);
});
