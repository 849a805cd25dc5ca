import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PORTAL_FIXTURES, PORTAL_IDS, rfc822 } from '../../../support/portal-mails';
import { deliverMail, enquiryMail, enquiryRecord, inboxAddress, leadsOf, mailsTo, saleListings, SITE_ID, unique } from '../../portal-mail-helpers';

// Each portal's enquiry mail (docs/portal-enquiries.md), in each language
// it writes, through the real email() handler: the lead (source = the portal) with the
// listing matched by reference, and the enquirer's answer in their language with the
// listing, three similar available listings and, where it has viewing slots, the booking link.

const ESTATE_PATH = { nl: '/nl/aanbod/', fr: '/fr/offre/', en: '/en/offer/', de: '/de/angebot/' } as const;
const SUBJECT = { nl: /^Uw vraag over /, fr: /^Votre demande concernant /, en: /^Your enquiry about /, de: /^Ihre Anfrage zu / } as const;

describe('a portal enquiry mailed to the agency’s inbound address', () => {
  it.each(PORTAL_FIXTURES)(
    '%s in %s: the lead with its listing, and the answer in that language with three similar listings',
    async (portal, locale, fixture) => {
      const [listing] = await saleListings();
      const email = `${unique(portal)}@example.be`;
      const messageId = `${unique('enquiry')}@${portal}.test`;
      const raw = fixture({
        to: await inboxAddress(),
        messageId,
        name: 'Lotte Van den Broeck',
        email,
        phone: '+32 470 12 34 56',
        reference: listing!.reference,
        portalId: PORTAL_IDS[portal]!,
        message: 'Is dit pand nog beschikbaar?',
      });
      const received = await deliverMail(raw, { from: `bounce@${portal}.be`, to: await inboxAddress() });
      expect(received.forwarded).toEqual([]);
      expect(received.rejected).toEqual([]);

      const [lead, ...others] = await leadsOf(email);
      expect(others).toEqual([]);
      expect(lead!.kind).toBe('contact-request');
      expect(lead!.document).toMatchObject({
        locale,
        firstName: 'Lotte',
        lastName: 'Van den Broeck',
        phone: '+32 470 12 34 56',
        message: 'Is dit pand nog beschikbaar?',
        estateId: listing!.id,
        source: portal,
        fields: { portalReference: listing!.reference, portalListingId: PORTAL_IDS[portal] },
        attribution: { utm: { source: portal, medium: 'portal' } },
      });
      expect(await enquiryRecord(messageId)).toMatchObject({ state: 'lead', portal, estate_id: listing!.id, answer: 'sent' });

      const [answer, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      expect(answer!.subject).toMatch(SUBJECT[locale]);
      expect(answer!.headers.find((header) => header.key === 'auto-submitted')?.value).toBe('auto-replied');
      expect(answer!.inReplyTo).toBe(`<${messageId}>`);
      const ids = [...answer!.text!.matchAll(new RegExp(`${ESTATE_PATH[locale]}(\\d+)/`, 'g'))].map((match) => Number(match[1]));
      expect(ids[0]).toBe(listing!.id);
      const similar = [...new Set(ids.slice(1))];
      expect(similar).toHaveLength(3);
      const { results } = await env.DB.prepare(
        'SELECT id, status, main_transaction_id AS t, head_type_id AS h FROM estates WHERE id IN (SELECT value FROM json_each(?1))',
      )
        .bind(JSON.stringify([listing!.id, ...similar]))
        .all<{ id: number; status: string; t: number; h: number }>();
      const asked = results.find((row) => row.id === listing!.id)!;
      for (const row of results.filter((entry) => entry.id !== listing!.id)) expect(row).toMatchObject({ status: 'FOR_SALE', t: asked.t, h: asked.h });
      // This listing has no viewing slots: no booking link.
      expect(answer!.text).not.toContain('#viewing');
    },
  );

  it('links to booking a viewing when the listing has slots in the agenda', async () => {
    // A listing without slots given one the day after tomorrow.
    const listing = (await saleListings(5))[4];
    const start = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    await env.DB.prepare('INSERT INTO agenda_slots (site_id, estate_id, starts_at, ends_at, capacity) VALUES (?1, ?2, ?3, ?4, 1)')
      .bind(SITE_ID, listing!.id, start.toISOString(), new Date(start.getTime() + 30 * 60_000).toISOString())
      .run();
    const { immowebMail } = await import('../../../support/portal-mails/immoweb');
    const { raw, email } = await enquiryMail(immowebMail('fr'), { name: 'Camille Dupont', reference: listing!.reference, message: 'Une visite samedi ?' });
    await deliverMail(raw, { from: 'noreply@immoweb.be', to: await inboxAddress() });
    const [answer] = await mailsTo(email);
    expect(answer!.text).toContain(`${ESTATE_PATH.fr}${listing!.id}/`);
    expect(answer!.text).toMatch(new RegExp(`Réservez tout de suite une visite .*${ESTATE_PATH.fr}${listing!.id}/[^\\s]*#viewing`));
  });

  it('makes one lead and one answer of the same mail received twice (its Message-ID)', async () => {
    const [listing] = await saleListings();
    const { zimmoMail } = await import('../../../support/portal-mails/zimmo');
    const { raw, email } = await enquiryMail(zimmoMail('nl'), {
      name: 'Jonas Peeters',
      reference: listing!.reference,
      portalId: 'LPC9N',
      message: 'Nog vrij?',
    });
    await deliverMail(raw, { from: 'no-reply@zimmo.be', to: await inboxAddress() });
    await deliverMail(raw, { from: 'no-reply@zimmo.be', to: await inboxAddress() });
    expect(await leadsOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM portal_enquiries WHERE site_id = ?1 AND enquirer = ?2')
      .bind(SITE_ID, email)
      .first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it('answers in the agency’s own words when it wrote them for that language, and not at all when the switch is off', async () => {
    const { saveAnswer } = await import('../../../../worker/platform/portal/inbox-store');
    const { immovlanMail } = await import('../../../support/portal-mails/immovlan');
    const [first, second] = await saleListings(2);
    await saveAnswer(env.DB, SITE_ID, true, { en: 'Thanks! Our Ghent office will call you today.' });
    const email = `${unique('words')}@example.be`;
    const mail = (reference: string) =>
      immovlanMail('en')({
        to: '',
        messageId: `${unique('m')}@immovlan.test`,
        name: 'Sam Smith',
        email,
        phone: '+44 20 7946 0000',
        reference,
        portalId: 'vaa45871',
        message: 'Viewing please',
      });
    await deliverMail(mail(first!.reference), { from: 'notifications@immovlan.be', to: await inboxAddress() });
    const [answer] = await mailsTo(email);
    expect(answer!.text).toContain('Thanks! Our Ghent office will call you today.');
    expect(answer!.text).not.toContain('We have received your enquiry');

    await saveAnswer(env.DB, SITE_ID, false, {});
    const messageId = `${unique('m')}@immovlan.test`;
    const off = immovlanMail('en')({
      to: '',
      messageId,
      name: 'Sam Smith',
      email,
      phone: '',
      reference: second!.reference,
      portalId: 'vaa45872',
      message: 'And this one?',
    });
    await deliverMail(off, { from: 'notifications@immovlan.be', to: await inboxAddress() });
    expect(await leadsOf(email)).toHaveLength(2);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await enquiryRecord(messageId)).toMatchObject({ state: 'lead', answer: 'off' });
  });

  it('reads an enquiry worded otherwise (common labels, no Reply-To, the reference only in a sentence); two listings named: forwarded', async () => {
    const { saveAnswer } = await import('../../../../worker/platform/portal/inbox-store');
    await saveAnswer(env.DB, SITE_ID, true, {});
    const [listing, other] = await saleListings(2);
    const email = `${unique('worded')}@example.be`;
    const body = (references: string) =>
      [
        'Bonjour,',
        `Un visiteur d’Immoweb s’intéresse à votre bien ${references} (https://www.immoweb.be/fr/annonce/maison/a-vendre/gand/9000/10987654).`,
        '',
        'Prénom : Marie',
        'Nom de famille : Lambert',
        `Courriel : ${email}`,
        'Portable : 0478 12 34 56',
        'Votre message : Bonjour, je souhaite visiter ce bien.',
      ].join('\n');
    const mail = (references: string, messageId: string) =>
      rfc822(
        ['From: Immoweb <noreply@immoweb.be>', `Message-ID: <${messageId}>`, 'Subject: Nouvelle demande', 'Content-Type: text/plain; charset=utf-8'],
        body(references),
      );
    const messageId = `${unique('m')}@immoweb.test`;
    const read = await deliverMail(mail(listing!.reference, messageId), { from: 'noreply@immoweb.be', to: await inboxAddress() });
    expect(read.forwarded).toEqual([]);
    expect((await leadsOf(email))[0]!.document).toMatchObject({
      locale: 'fr',
      firstName: 'Marie',
      lastName: 'Lambert',
      phone: '0478 12 34 56',
      message: 'Bonjour, je souhaite visiter ce bien.',
      estateId: listing!.id,
      fields: { portalReference: listing!.reference, portalListingId: '10987654' },
    });
    expect(await enquiryRecord(messageId)).toMatchObject({ answer: 'sent' });
    expect((await mailsTo(email))[0]!.subject).toMatch(SUBJECT.fr);

    const twoId = `${unique('m')}@immoweb.test`;
    const two = await deliverMail(mail(`${listing!.reference} ou ${other!.reference}`, twoId), { from: 'noreply@immoweb.be', to: await inboxAddress() });
    expect(two.forwarded).toHaveLength(1);
    expect(await enquiryRecord(twoId)).toMatchObject({ state: 'forwarded', reason: 'no-reference' });
  });

  it('knows the portal by its Sender when From is the enquirer, and by the one portal a mail forwarded by the agency names', async () => {
    const [first, second] = await saleListings(2);
    const viaSender = `${unique('sender')}@example.be`;
    const sent = rfc822(
      [
        `From: Jonas Peeters <${viaSender}>`,
        'Sender: Zimmo <no-reply@zimmo.be>',
        `Message-ID: <${unique('m')}@zimmo.test>`,
        'Subject: Vraag via Zimmo',
        'Content-Type: text/plain; charset=utf-8',
      ],
      `Voornaam: Jonas\nFamilienaam: Peeters\nVraag: Is er een garage?\nReferentie makelaar: ${first!.reference}`,
    );
    await deliverMail(sent, { from: 'bounces@zimmo.be', to: await inboxAddress() });
    expect((await leadsOf(viaSender))[0]!.document).toMatchObject({
      source: 'zimmo',
      locale: 'nl',
      firstName: 'Jonas',
      lastName: 'Peeters',
      estateId: first!.id,
    });

    const enquirer = `${unique('forwarded')}@example.be`;
    const { immovlanMail } = await import('../../../support/portal-mails/immovlan');
    const original = (await enquiryMail(immovlanMail('fr'), { email: enquirer, name: 'Luc Martin', reference: second!.reference })).raw
      .split(/\r\n\r\n/)
      .slice(1)
      .join('\n');
    const forwarded = rfc822(
      [
        'From: Agent <agent@immo-scheldeland.be>',
        `Message-ID: <${unique('m')}@immo-scheldeland.be>`,
        'Subject: Fwd: Immovlan : demande de contact',
        'Content-Type: text/plain; charset=utf-8',
      ],
      `---------- Forwarded message ----------\nFrom: Immovlan <notifications@immovlan.be>\n\n${original
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, '%$1')
        .replace(/(%[0-9A-F]{2})+/g, (bytes) => decodeURIComponent(bytes))}`,
    );
    await deliverMail(forwarded, { from: 'agent@immo-scheldeland.be', to: await inboxAddress() });
    expect((await leadsOf(enquirer))[0]!.document).toMatchObject({ source: 'immovlan', locale: 'fr', firstName: 'Luc', estateId: second!.id });
  });
});
