import { type SectionDraft, sectionTitle, type Text, text } from './draft';

/** The new builds page's heading: buying off-plan (the demo agencies' page says the same). */
export const NEW_BUILDS_HEADING: SectionDraft = sectionTitle(
  text('Nieuwbouw', 'Projets neufs', 'New builds', 'Neubau'),
  text('Kopen op plan, met zekerheid', 'Acheter sur plan, en toute sécurité', 'Buying off-plan, with peace of mind', 'Kaufen nach Plan, mit Sicherheit'),
);

/** The 'vat-regime-costs' section text (VAT brackets 6 %, 12 %, 21 %). */
export const VAT_TITLE: Text = {
  nl: 'Btw op nieuwbouw',
  fr: 'La TVA sur les constructions neuves',
  en: 'VAT on new builds',
  de: 'Mehrwertsteuer auf Neubauten',
};

export const VAT_INTRO: Text = {
  nl:
    'Bij nieuwbouw betaalt u btw in plaats van registratierechten: op de constructiewaarde, terwijl u voor het grondaandeel meestal ' +
    'registratierechten betaalt. Het standaardtarief is 21 %. Onder strikte voorwaarden geldt 6 % (bijvoorbeeld bij afbraak en heropbouw van uw ' +
    'eigen woning) of 12 % (voor bepaalde sociale woningen).',
  fr:
    'Pour une construction neuve, vous payez la TVA au lieu des droits d’enregistrement : sur la valeur de la construction, tandis que la ' +
    'quote-part du terrain reste en général soumise aux droits d’enregistrement. Le taux normal est de 21 %. Sous des conditions strictes, un ' +
    'taux de 6 % (par exemple pour la démolition et reconstruction de votre propre habitation) ou de 12 % (pour certains logements sociaux) ' +
    's’applique.',
  en:
    'On a new build you pay VAT instead of registration duties: on the construction value, while the share of the land is usually subject to ' +
    'registration duties. The standard rate is 21 %. Under strict conditions a rate of 6 % (for example when demolishing and rebuilding your own ' +
    'home) or 12 % (for certain social housing) applies.',
  de:
    'Bei einem Neubau zahlen Sie Mehrwertsteuer statt Registrierungsgebühren: auf den Bauwert, während für den Grundstücksanteil in der Regel ' +
    'Registrierungsgebühren anfallen. Der Normalsatz beträgt 21 %. Unter strengen Voraussetzungen gilt ein Satz von 6 % (etwa bei Abriss und ' +
    'Wiederaufbau Ihres eigenen Hauses) oder 12 % (für bestimmte Sozialwohnungen).',
};

/** How a free valuation works, for both agencies. */
export const VALUATION_STEPS: Text = {
  nl:
    '<h2>Zo werkt het</h2><ul><li><strong>Aanvraag</strong>: u laat uw gegevens achter via het formulier of ' +
    'telefonisch.</li><li><strong>Bezoek</strong>: een erkend makelaar bekijkt uw woning ter plaatse, gemiddeld drie ' +
    'kwartier.</li><li><strong>Analyse</strong>: we vergelijken met recente verkopen in uw buurt en houden rekening met EPC, stedenbouwkundige ' +
    'gegevens en staat van onderhoud.</li><li><strong>Rapport</strong>: binnen vijf werkdagen ontvangt u een schriftelijk rapport met een ' +
    'realistische vraagprijs.</li></ul><p>De schatting is <strong>gratis en volledig vrijblijvend</strong>. U beslist daarna zelf of u met ons ' +
    'verder wilt.</p>',
  fr:
    '<h2>Comment ça marche</h2><ul><li><strong>Demande</strong> : vous nous laissez vos coordonnées via le formulaire ou par ' +
    'téléphone.</li><li><strong>Visite</strong> : un agent agréé visite votre bien sur place, environ trois quarts ' +
    'd’heure.</li><li><strong>Analyse</strong> : nous comparons avec les ventes récentes dans votre quartier et tenons compte du PEB, des données ' +
    'urbanistiques et de l’état d’entretien.</li><li><strong>Rapport</strong> : dans les cinq jours ouvrables, vous recevez un rapport écrit avec ' +
    'un prix de mise en vente réaliste.</li></ul><p>L’estimation est <strong>gratuite et totalement sans engagement</strong>. Vous décidez ' +
    'ensuite si vous souhaitez poursuivre avec nous.</p>',
  en:
    '<h2>How it works</h2><ul><li><strong>Request</strong>: leave your details through the form or by phone.</li><li><strong>Visit</strong>: a ' +
    'licensed agent inspects your property on site, usually for about three quarters of an hour.</li><li><strong>Analysis</strong>: we compare ' +
    'with recent sales in your neighbourhood and take the EPC, planning data and state of repair into account.</li><li><strong>Report</strong>: ' +
    'within five working days you receive a written report with a realistic asking price.</li></ul><p>The valuation is <strong>free and entirely ' +
    'without obligation</strong>. You then decide whether you would like to continue with us.</p>',
  de:
    '<h2>So funktioniert es</h2><ul><li><strong>Anfrage</strong>: Sie hinterlassen Ihre Daten über das Formular oder ' +
    'telefonisch.</li><li><strong>Besichtigung</strong>: Ein zugelassener Makler besichtigt Ihre Immobilie vor Ort, meist etwa eine ' +
    'Dreiviertelstunde.</li><li><strong>Analyse</strong>: Wir vergleichen mit aktuellen Verkäufen in Ihrer Nachbarschaft und berücksichtigen ' +
    'Energieausweis, Bauplanungsdaten und Erhaltungszustand.</li><li><strong>Bericht</strong>: Innerhalb von fünf Werktagen erhalten Sie einen ' +
    'schriftlichen Bericht mit einem realistischen Angebotspreis.</li></ul><p>Die Bewertung ist <strong>kostenlos und völlig ' +
    'unverbindlich</strong>. Danach entscheiden Sie selbst, ob Sie mit uns weitermachen möchten.</p>',
};

/** The 'purchaseCosts' section: the calculator's introduction and the example price it starts from. */
export const PURCHASE_COSTS_SECTION: SectionDraft = {
  type: 'purchaseCosts',
  data: {
    title: null,
    intro: {
      nl:
        'Naast de prijs betaalt u registratierechten (die per gewest verschillen), de notaris en, met een lening, de kredietakte. Vul een prijs ' +
        'en uw lening in voor een schatting.',
      fr:
        'En plus du prix, vous payez les droits d’enregistrement (différents selon la région), le notaire et, avec un crédit, l’acte de crédit. ' +
        'Indiquez un prix et votre emprunt pour une estimation.',
      en:
        'On top of the price you pay registration duty (which differs by region), the notary and, with a loan, the loan deed. Enter a price and ' +
        'your loan for an estimate.',
      de:
        'Zusätzlich zum Preis zahlen Sie Registrierungsgebühren (je nach Region verschieden), den Notar und mit einem Darlehen die Krediturkunde. ' +
        'Geben Sie einen Preis und Ihr Darlehen ein, um eine Schätzung zu erhalten.',
    },
    price: 350_000,
  },
};

/** Subjects of the contact forms. */
export const SUBJECTS = {
  general: text('Algemene vraag', 'Question générale', 'General question', 'Allgemeine Frage'),
  visit: text('Bezoek aanvragen', 'Demander une visite', 'Request a viewing', 'Besichtigung anfragen'),
  sell: text('Verkopen', 'Vendre', 'Selling', 'Verkaufen'),
  let: text('Verhuren', 'Mettre en location', 'Letting', 'Vermieten'),
  valuation: text('Schatting', 'Estimation', 'Valuation', 'Bewertung'),
  freeValuation: text('Gratis schatting', 'Estimation gratuite', 'Free valuation', 'Kostenlose Bewertung'),
  sale: text('Verkoop', 'Vente', 'Sale', 'Verkauf'),
  rental: text('Verhuur', 'Location', 'Rental', 'Vermietung'),
  holiday: text('Vakantieverblijf reserveren', 'Réserver un séjour', 'Book a holiday stay', 'Ferienaufenthalt buchen'),
} as const satisfies Record<string, Text>;

export const VALUATION_BUTTON: Text = {
  nl: 'Gratis schatting aanvragen',
  fr: 'Demander une estimation gratuite',
  en: 'Request a free valuation',
  de: 'Kostenlose Bewertung anfragen',
};

export const SUBSCRIBE_BUTTON: Text = { nl: 'Hou me op de hoogte', fr: 'Tenez-moi informé', en: 'Keep me informed', de: 'Auf dem Laufenden halten' };
