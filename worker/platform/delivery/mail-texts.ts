import type { Locale } from '../../../shared/i18n/locales';

/** Outbox kinds the agency receives (README "Lead delivery"). */
export type AgencyKind = 'contact-request' | 'rental-reservation' | 'appointment' | 'appointment-cancellation';
/** Outbox kinds that confirm something to the visitor who sent it. */
export type ConfirmationKind = 'subscription-confirmation' | 'rental-reservation-confirmation' | 'appointment-confirmation';

export type FieldLabel = 'name' | 'email' | 'phone' | 'subject' | 'message' | 'estate' | 'unit' | 'period' | 'guests' | 'when' | 'page' | 'source' | 'reference';

/** The words of the delivery mails in one language. `{name}`-style places are filled in. */
export interface MailTexts {
  /** Subject of a mail to the agency, by kind; `other` for a kind not listed. */
  agencySubject: Record<AgencyKind | 'other', string>;
  intro: string;
  replyHint: string;
  labels: Record<FieldLabel, string>;
  greeting: string;
  greetingAnonymous: string;
  closing: string;
  confirmation: Record<ConfirmationKind, { subject: string; lines: string[] }>;
  /** The alert of a keep-me-informed subscription (kind estate-alert). */
  alert: {
    /** `{count}` listings; `one` when there is one. */
    subject: { one: string; other: string };
    intro: string;
    isNew: string;
    lowered: string;
    previous: string;
    view: string;
    manage: string;
    unsubscribe: string;
  };
}

/**
 * The delivery mails in the four languages (SPEC §1): the agency's in its site's default
 * language, a confirmation in the language the visitor used.
 */
export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  nl: {
    agencySubject: {
      'contact-request': 'Contactaanvraag van {name}',
      'rental-reservation': 'Reservatieaanvraag van {name}',
      appointment: 'Bezoekafspraak van {name}',
      'appointment-cancellation': 'Bezoekafspraak geannuleerd door {name}',
      other: 'Bericht van {name}',
    },
    intro: 'Nieuw bericht via {site}.',
    replyHint: 'Antwoord op deze e-mail om {name} te bereiken.',
    labels: {
      name: 'Naam',
      email: 'E-mail',
      phone: 'Telefoon',
      subject: 'Onderwerp',
      message: 'Bericht',
      estate: 'Pand',
      unit: 'Vakantiewoning',
      period: 'Periode',
      guests: 'Personen',
      when: 'Moment',
      page: 'Pagina',
      source: 'Bron',
      reference: 'Referentie',
    },
    greeting: 'Beste {name},',
    greetingAnonymous: 'Beste,',
    closing: 'Met vriendelijke groeten,',
    confirmation: {
      'subscription-confirmation': {
        subject: 'Bevestig uw inschrijving bij {agency}',
        lines: [
          'Bedankt voor uw inschrijving. Bevestig ze via deze link; pas daarna sturen we u de nieuwe panden die bij uw zoekopdracht passen: {confirm}',
          'Schreef u zich niet in? Dan hoeft u niets te doen: zonder bevestiging krijgt u van ons geen e-mails.',
          'Uw zoekopdracht wijzigen of stopzetten: {link}',
        ],
      },
      'rental-reservation-confirmation': {
        subject: 'Uw reservatieaanvraag bij {agency}',
        lines: [
          'We ontvingen uw aanvraag voor {unit}, van {start} tot {end}, voor {guests} personen.',
          'Dit is een aanvraag, nog geen boeking: we bevestigen beschikbaarheid en prijs binnen 24 uur per e-mail.',
        ],
      },
      'appointment-confirmation': {
        subject: 'Uw bezoekafspraak bij {agency}',
        lines: ['Uw bezoek is vastgelegd op {date} om {time}.', 'Kunt u niet komen? Annuleer hier: {link}'],
      },
    },
    alert: {
      subject: { one: 'Een nieuw pand voor uw zoekopdracht bij {agency}', other: '{count} nieuwe panden voor uw zoekopdracht bij {agency}' },
      intro: 'Deze panden passen bij uw zoekopdracht:',
      isNew: 'Nieuw',
      lowered: 'Prijs verlaagd',
      previous: 'vorige prijs',
      view: 'Bekijk het pand',
      manage: 'Uw zoekopdracht wijzigen: {link}',
      unsubscribe: 'Geen e-mails meer ontvangen? Uitschrijven: {link}',
    },
  },
  fr: {
    agencySubject: {
      'contact-request': 'Demande de contact de {name}',
      'rental-reservation': 'Demande de réservation de {name}',
      appointment: 'Rendez-vous de visite de {name}',
      'appointment-cancellation': 'Rendez-vous de visite annulé par {name}',
      other: 'Message de {name}',
    },
    intro: 'Nouveau message via {site}.',
    replyHint: 'Répondez à cet e-mail pour joindre {name}.',
    labels: {
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      subject: 'Objet',
      message: 'Message',
      estate: 'Bien',
      unit: 'Location de vacances',
      period: 'Période',
      guests: 'Personnes',
      when: 'Moment',
      page: 'Page',
      source: 'Source',
      reference: 'Référence',
    },
    greeting: 'Bonjour {name},',
    greetingAnonymous: 'Bonjour,',
    closing: 'Cordialement,',
    confirmation: {
      'subscription-confirmation': {
        subject: 'Confirmez votre inscription chez {agency}',
        lines: [
          'Merci pour votre inscription. Confirmez-la par ce lien ; ensuite seulement nous vous enverrons les nouveaux biens qui correspondent à votre recherche : {confirm}',
          'Vous ne vous êtes pas inscrit ? Vous n’avez rien à faire : sans confirmation, vous ne recevrez aucun e-mail de notre part.',
          'Modifier ou arrêter votre recherche : {link}',
        ],
      },
      'rental-reservation-confirmation': {
        subject: 'Votre demande de réservation chez {agency}',
        lines: [
          'Nous avons bien reçu votre demande pour {unit}, du {start} au {end}, pour {guests} personnes.',
          'Il s’agit d’une demande, pas encore d’une réservation : nous confirmons la disponibilité et le prix par e-mail dans les 24 heures.',
        ],
      },
      'appointment-confirmation': {
        subject: 'Votre rendez-vous de visite chez {agency}',
        lines: ['Votre visite est fixée au {date} à {time}.', 'Vous ne pouvez pas venir ? Annulez ici : {link}'],
      },
    },
    alert: {
      subject: { one: 'Un nouveau bien pour votre recherche chez {agency}', other: '{count} nouveaux biens pour votre recherche chez {agency}' },
      intro: 'Ces biens correspondent à votre recherche :',
      isNew: 'Nouveau',
      lowered: 'Prix baissé',
      previous: 'prix précédent',
      view: 'Voir le bien',
      manage: 'Modifier votre recherche : {link}',
      unsubscribe: 'Ne plus recevoir d’e-mails ? Se désinscrire : {link}',
    },
  },
  en: {
    agencySubject: {
      'contact-request': 'Contact request from {name}',
      'rental-reservation': 'Reservation request from {name}',
      appointment: 'Viewing appointment from {name}',
      'appointment-cancellation': 'Viewing appointment cancelled by {name}',
      other: 'Message from {name}',
    },
    intro: 'New message via {site}.',
    replyHint: 'Reply to this e-mail to reach {name}.',
    labels: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
      estate: 'Property',
      unit: 'Holiday home',
      period: 'Period',
      guests: 'Guests',
      when: 'When',
      page: 'Page',
      source: 'Source',
      reference: 'Reference',
    },
    greeting: 'Dear {name},',
    greetingAnonymous: 'Hello,',
    closing: 'Kind regards,',
    confirmation: {
      'subscription-confirmation': {
        subject: 'Confirm your subscription at {agency}',
        lines: [
          'Thank you for subscribing. Please confirm it with this link; only then will we send you the new properties that match your search: {confirm}',
          'Did not subscribe? Then there is nothing to do: without confirmation you will receive no e-mails from us.',
          'Change or stop your search: {link}',
        ],
      },
      'rental-reservation-confirmation': {
        subject: 'Your reservation request at {agency}',
        lines: [
          'We received your request for {unit}, from {start} to {end}, for {guests} guests.',
          'This is a request, not a booking yet: we confirm availability and price by e-mail within 24 hours.',
        ],
      },
      'appointment-confirmation': {
        subject: 'Your viewing appointment at {agency}',
        lines: ['Your viewing is booked for {date} at {time}.', 'Cannot make it? Cancel here: {link}'],
      },
    },
    alert: {
      subject: { one: 'A new property for your search at {agency}', other: '{count} new properties for your search at {agency}' },
      intro: 'These properties match your search:',
      isNew: 'New',
      lowered: 'Price lowered',
      previous: 'previous price',
      view: 'View the property',
      manage: 'Change your search: {link}',
      unsubscribe: 'No more e-mails? Unsubscribe: {link}',
    },
  },
  de: {
    agencySubject: {
      'contact-request': 'Kontaktanfrage von {name}',
      'rental-reservation': 'Reservierungsanfrage von {name}',
      appointment: 'Besichtigungstermin von {name}',
      'appointment-cancellation': 'Besichtigungstermin abgesagt von {name}',
      other: 'Nachricht von {name}',
    },
    intro: 'Neue Nachricht über {site}.',
    replyHint: 'Antworten Sie auf diese E-Mail, um {name} zu erreichen.',
    labels: {
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      subject: 'Betreff',
      message: 'Nachricht',
      estate: 'Immobilie',
      unit: 'Ferienwohnung',
      period: 'Zeitraum',
      guests: 'Personen',
      when: 'Termin',
      page: 'Seite',
      source: 'Quelle',
      reference: 'Referenz',
    },
    greeting: 'Guten Tag {name},',
    greetingAnonymous: 'Guten Tag,',
    closing: 'Mit freundlichen Grüßen',
    confirmation: {
      'subscription-confirmation': {
        subject: 'Bestätigen Sie Ihre Anmeldung bei {agency}',
        lines: [
          'Vielen Dank für Ihre Anmeldung. Bitte bestätigen Sie sie über diesen Link; erst danach senden wir Ihnen neue Immobilien, die zu Ihrer Suche passen: {confirm}',
          'Sie haben sich nicht angemeldet? Dann müssen Sie nichts tun: ohne Bestätigung erhalten Sie keine E-Mails von uns.',
          'Suche ändern oder beenden: {link}',
        ],
      },
      'rental-reservation-confirmation': {
        subject: 'Ihre Reservierungsanfrage bei {agency}',
        lines: [
          'Wir haben Ihre Anfrage für {unit} vom {start} bis zum {end} für {guests} Personen erhalten.',
          'Dies ist eine Anfrage, noch keine Buchung: Wir bestätigen Verfügbarkeit und Preis innerhalb von 24 Stunden per E-Mail.',
        ],
      },
      'appointment-confirmation': {
        subject: 'Ihr Besichtigungstermin bei {agency}',
        lines: ['Ihre Besichtigung ist für den {date} um {time} Uhr eingetragen.', 'Sie können nicht kommen? Hier absagen: {link}'],
      },
    },
    alert: {
      subject: { one: 'Eine neue Immobilie für Ihre Suche bei {agency}', other: '{count} neue Immobilien für Ihre Suche bei {agency}' },
      intro: 'Diese Immobilien passen zu Ihrer Suche:',
      isNew: 'Neu',
      lowered: 'Preis gesenkt',
      previous: 'vorheriger Preis',
      view: 'Immobilie ansehen',
      manage: 'Suche ändern: {link}',
      unsubscribe: 'Keine E-Mails mehr? Abmelden: {link}',
    },
  },
};

/**
 * A text with its `{name}` places filled; a place without a value stays empty.
 * @example fill('Contactaanvraag van {name}', { name: 'Lotte Claes' }) // 'Contactaanvraag van Lotte Claes'
 */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
