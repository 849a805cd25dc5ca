import type { RawEmployee, RawOffice } from '../../../../shared/contract/raw/entities';
import type { Text } from './content-build';
import type { SeedContext } from './context';
import { t } from './estates-model';

const FUNCTIONS = {
  manager: t('Zaakvoerder', 'Gérant', 'Managing director', 'Geschäftsführer'),
  managerF: t('Zaakvoerder', 'Gérante', 'Managing director', 'Geschäftsführerin'),
  agent: t('Vastgoedmakelaar', 'Agent immobilier', 'Estate agent', 'Immobilienmakler'),
  agentF: t('Vastgoedmakelaar', 'Agente immobilière', 'Estate agent', 'Immobilienmaklerin'),
  valuer: t('Vastgoedmakelaar en schatter', 'Agent immobilier et expert', 'Estate agent and valuer', 'Immobilienmakler und Gutachter'),
  lettingsF: t('Verhuurbeheer', 'Gestion locative', 'Lettings management', 'Vermietungsverwaltung'),
  holiday: t('Vakantieverhuur', 'Locations de vacances', 'Holiday rentals', 'Ferienvermietung'),
  adminF: t('Administratie', 'Administration', 'Administration', 'Verwaltung'),
} as const satisfies Record<string, Text>;

interface EmployeeDraft extends Omit<RawEmployee, 'id' | 'picture'> {
  siteId: number;
}

const EMPLOYEES: EmployeeDraft[] = [
  {
    siteId: 1,
    firstname: 'Pieter',
    lastname: 'De Smet',
    salesRep: true,
    function: FUNCTIONS.manager,
    phone: '+32 9 223 45 60',
    mobile: '+32 475 21 43 65',
    email: 'pieter.desmet@immo-scheldeland.be',
    languages: ['nl', 'fr', 'en'],
    description: t(
      'Richtte het kantoor op in 1999 en volgt vandaag vooral de verkoop van karaktervolle woningen in de Gentse binnenstad op.',
      'A fondé l’agence en 1999 et suit aujourd’hui surtout la vente de maisons de caractère dans le centre de Gand.',
      'Founded the agency in 1999 and today mainly handles the sale of characterful homes in the centre of Ghent.',
      'Gründete das Büro 1999 und betreut heute vor allem den Verkauf charaktervoller Häuser in der Genter Innenstadt.',
    ),
    officeId: 1,
  },
  {
    siteId: 1,
    firstname: 'Sofie',
    lastname: 'Van den Broeck',
    salesRep: true,
    function: FUNCTIONS.agentF,
    phone: '+32 9 223 45 61',
    mobile: '+32 486 73 19 02',
    email: 'sofie.vandenbroeck@immo-scheldeland.be',
    languages: ['nl', 'en', 'es'],
    description: t(
      'Specialist in appartementen en nieuwbouwprojecten in Gent. Begeleidt kopers van het eerste bezoek tot de akte.',
      'Spécialiste des appartements et des projets neufs à Gand. Accompagne les acheteurs de la première visite jusqu’à l’acte.',
      'Specialist in apartments and new-build projects in Ghent. Guides buyers from the first viewing to the deed.',
      'Spezialistin für Wohnungen und Neubauprojekte in Gent. Begleitet Käufer von der ersten Besichtigung bis zur Urkunde.',
    ),
    officeId: 1,
  },
  {
    siteId: 1,
    firstname: 'Jeroen',
    lastname: 'Claeys',
    salesRep: true,
    languages: ['nl', 'fr'],
    function: FUNCTIONS.agent,
    phone: '+32 9 282 17 41',
    mobile: '+32 472 58 90 13',
    email: 'jeroen.claeys@immo-scheldeland.be',
    description: t(
      'Verantwoordelijk voor ons kantoor in Sint-Martens-Latem, met villa’s en landelijke woningen in de Leiestreek.',
      'Responsable de notre bureau de Laethem-Saint-Martin, avec les villas et maisons de campagne de la vallée de la Lys.',
      'Runs our Sint-Martens-Latem office, handling villas and country houses in the Leie valley.',
      'Leitet unser Büro in Sint-Martens-Latem und betreut Villen und Landhäuser im Leietal.',
    ),
    officeId: 2,
  },
  {
    siteId: 1,
    firstname: 'Lien',
    lastname: 'Vermeulen',
    function: FUNCTIONS.lettingsF,
    phone: '+32 9 223 45 62',
    mobile: '+32 494 36 71 28',
    email: 'lien.vermeulen@immo-scheldeland.be',
    description: t(
      'Zoekt de juiste huurder voor uw pand en regelt huurcontract, plaatsbeschrijving en huurwaarborg.',
      'Trouve le bon locataire pour votre bien et s’occupe du bail, de l’état des lieux et de la garantie locative.',
      'Finds the right tenant for your property and arranges the lease, the check-in inventory and the rental deposit.',
      'Findet den passenden Mieter für Ihre Immobilie und regelt Mietvertrag, Übergabeprotokoll und Mietkaution.',
    ),
    officeId: 1,
  },
  {
    siteId: 1,
    firstname: 'Annelies',
    lastname: 'Goossens',
    function: FUNCTIONS.adminF,
    phone: '+32 9 223 45 67',
    mobile: null,
    email: 'annelies.goossens@immo-scheldeland.be',
    description: t(
      'Uw eerste aanspreekpunt aan de telefoon en aan de balie; plant bezoeken en verzamelt alle attesten.',
      'Votre premier contact au téléphone et à l’accueil ; planifie les visites et rassemble tous les certificats.',
      'Your first point of contact by phone and at the front desk; schedules viewings and collects all certificates.',
      'Ihre erste Ansprechpartnerin am Telefon und am Empfang; plant Besichtigungen und sammelt alle Bescheinigungen.',
    ),
    officeId: 1,
  },
  {
    siteId: 1,
    firstname: 'Thomas',
    lastname: 'Maes',
    salesRep: true,
    languages: ['nl', 'en', 'de'],
    function: FUNCTIONS.valuer,
    phone: '+32 9 282 17 42',
    mobile: '+32 468 11 52 74',
    email: 'thomas.maes@immo-scheldeland.be',
    description: null,
    officeId: 2,
  },
  {
    siteId: 2,
    firstname: 'Benoît',
    lastname: 'Lambert',
    salesRep: true,
    languages: ['fr', 'nl', 'de'],
    function: FUNCTIONS.manager,
    phone: '+32 86 21 34 50',
    mobile: '+32 477 64 28 19',
    email: 'benoit.lambert@ardennes-habitat.be',
    description: t(
      'Opende het kantoor in Durbuy in 2008. Kent elke hoeve en elk dorp tussen de Ourthe en de Aisne.',
      'A ouvert l’agence de Durbuy en 2008. Connaît chaque fermette et chaque village entre l’Ourthe et l’Aisne.',
      'Opened the Durbuy office in 2008. Knows every farmhouse and village between the Ourthe and the Aisne.',
      'Eröffnete 2008 das Büro in Durbuy. Kennt jeden Bauernhof und jedes Dorf zwischen Ourthe und Aisne.',
    ),
    officeId: 3,
  },
  {
    siteId: 2,
    firstname: 'Céline',
    lastname: 'Dubois',
    salesRep: true,
    languages: ['fr', 'en'],
    function: FUNCTIONS.agentF,
    phone: '+32 86 21 34 51',
    mobile: '+32 495 82 40 37',
    email: 'celine.dubois@ardennes-habitat.be',
    description: t(
      'Begeleidt kopers van tweede verblijven, in het Frans, Nederlands en Engels.',
      'Accompagne les acheteurs de résidences secondaires, en français, en néerlandais et en anglais.',
      'Guides buyers of second homes, in French, Dutch and English.',
      'Begleitet Käufer von Zweitwohnsitzen, auf Französisch, Niederländisch und Englisch.',
    ),
    officeId: 3,
  },
  {
    siteId: 2,
    firstname: 'Julien',
    lastname: 'Lejeune',
    salesRep: true,
    languages: ['fr', 'nl'],
    function: FUNCTIONS.holiday,
    phone: '+32 84 41 22 34',
    mobile: '+32 471 93 65 08',
    email: 'julien.lejeune@ardennes-habitat.be',
    description: t(
      'Beheert onze vakantiewoningen: reservaties, sleutels en schoonmaak. Spreekt ook Duits.',
      'Gère nos gîtes : réservations, clés et nettoyage. Parle aussi allemand.',
      'Manages our holiday homes: bookings, keys and cleaning. Also speaks German.',
      'Verwaltet unsere Ferienhäuser: Buchungen, Schlüssel und Reinigung. Spricht auch Deutsch.',
    ),
    officeId: 4,
  },
  {
    siteId: 2,
    firstname: 'Marie',
    lastname: 'Collard',
    function: FUNCTIONS.adminF,
    phone: '+32 86 21 34 56',
    mobile: null,
    email: 'marie.collard@ardennes-habitat.be',
    description: t(
      'Zorgt voor de administratie, de attesten en de opvolging van de dossiers bij de notaris.',
      'S’occupe de l’administration, des certificats et du suivi des dossiers chez le notaire.',
      'Takes care of the paperwork, the certificates and the follow-up of files with the notary.',
      'Kümmert sich um die Verwaltung, die Bescheinigungen und die Nachverfolgung der Akten beim Notar.',
    ),
    officeId: 3,
  },
];

type Day = [string, string][];
const SPLIT = (opens: string, noon: string, after: string, closes: string): Day => [
  [opens, noon],
  [after, closes],
];
const CLOSED: Day = [];
/** Monday … Sunday. */
const week = (monday: Day, tuesdayToFriday: Day, saturday: Day, sunday: Day) => [
  monday,
  tuesdayToFriday,
  tuesdayToFriday,
  tuesdayToFriday,
  tuesdayToFriday,
  saturday,
  sunday,
];
const BY_APPOINTMENT: Text = t(
  'Buiten de openingsuren op afspraak.',
  'En dehors des heures, sur rendez-vous.',
  'Outside these hours by appointment.',
  'Außerhalb dieser Zeiten nach Vereinbarung.',
);

const OFFICES: { siteId: number; item: RawOffice }[] = [
  {
    siteId: 1,
    item: {
      id: 1,
      name: 'Immo Scheldeland Gent',
      street: 'Kouter',
      number: '18',
      zip: '9000',
      city: t('Gent', 'Gand', 'Ghent', 'Gent'),
      phone: '+32 9 223 45 67',
      email: 'info@immo-scheldeland.be',
      openingHours: [],
      week: week(SPLIT('09:00', '12:30', '13:30', '18:00'), SPLIT('09:00', '12:30', '13:30', '18:00'), [['10:00', '13:00']], CLOSED),
      hoursNote: BY_APPOINTMENT,
      geo: { lat: 51.05, lon: 3.723 },
    },
  },
  {
    siteId: 1,
    item: {
      id: 2,
      name: 'Immo Scheldeland Latem',
      street: 'Dorp',
      number: '12',
      zip: '9830',
      city: t('Sint-Martens-Latem', 'Laethem-Saint-Martin', 'Sint-Martens-Latem', 'Sint-Martens-Latem'),
      phone: '+32 9 282 17 40',
      email: 'latem@immo-scheldeland.be',
      openingHours: [],
      week: week(CLOSED, SPLIT('09:30', '12:30', '14:00', '17:30'), [['10:00', '12:00']], CLOSED),
      geo: { lat: 51.0149, lon: 3.6375 },
    },
  },
  {
    siteId: 2,
    item: {
      id: 3,
      name: 'Ardennes Habitat Durbuy',
      street: 'Grand-Rue',
      number: '7',
      zip: '6940',
      city: t('Durbuy', 'Durbuy', 'Durbuy', 'Durbuy'),
      phone: '+32 86 21 34 56',
      email: 'contact@ardennes-habitat.be',
      openingHours: [],
      week: week(SPLIT('09:00', '12:00', '13:00', '17:30'), SPLIT('09:00', '12:00', '13:00', '17:30'), [['10:00', '16:00']], [['10:00', '16:00']]),
      hoursNote: BY_APPOINTMENT,
      geo: { lat: 50.3526, lon: 5.4563 },
    },
  },
  {
    siteId: 2,
    item: {
      id: 4,
      name: 'Ardennes Habitat La Roche',
      street: 'Place du Marché',
      number: '3',
      zip: '6980',
      city: t('La Roche-en-Ardenne', 'La Roche-en-Ardenne', 'La Roche-en-Ardenne', 'La Roche-en-Ardenne'),
      phone: '+32 84 41 22 33',
      email: 'laroche@ardennes-habitat.be',
      openingHours: [],
      week: week(CLOSED, SPLIT('10:00', '12:30', '13:30', '17:00'), [['09:30', '18:00']], [['09:30', '18:00']]),
      geo: { lat: 50.1833, lon: 5.5756 },
    },
  },
];

/** The team of both agencies, with generated portraits (ids 1.., site 1 first). */
/**
 * The agents of a demo agency, who are also its listings' sales representatives
 * (estates-catalog.ts salesRepsFor), so a listing's representative links to their page.
 */
export function demoAgents(siteId: number): Pick<RawEmployee, 'firstname' | 'lastname' | 'phone' | 'mobile' | 'email' | 'description'>[] {
  return EMPLOYEES.filter((employee) => employee.siteId === siteId && employee.salesRep).map(({ firstname, lastname, phone, mobile, email, description }) => ({
    firstname,
    lastname,
    phone,
    mobile,
    email,
    description: description ? { ...description } : null,
  }));
}

export function generateEmployees(ctx: SeedContext): { siteId: number; item: RawEmployee }[] {
  return EMPLOYEES.map(({ siteId, ...employee }, index) => ({
    siteId,
    item: {
      id: index + 1,
      ...employee,
      picture: ctx.assets.add('portrait', `${employee.firstname} ${employee.lastname}`, 600, 600).url,
    },
  }));
}

/** The offices of both agencies (ids 1–2 for site 1, 3–4 for site 2). */
export function generateOffices(): { siteId: number; item: RawOffice }[] {
  return OFFICES.map(({ siteId, item }) => ({
    siteId,
    item: { ...item, openingHours: [], week: item.week?.map((ranges) => ranges.map(([opens, closes]) => [opens, closes] as [string, string])) },
  }));
}
