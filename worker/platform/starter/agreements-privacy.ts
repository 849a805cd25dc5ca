import type { Locale } from '../../../shared/i18n/locales';

/**
 * The privacy statement of a Belgian estate agency under the GDPR, per language: templates
 * (agreement-agency.ts fillAgreement) of a static file the build writes (agreement-texts.ts), not
 * part of the platform's bundle.
 */
export const PRIVACY_STATEMENTS: Record<Locale, string> = {
  nl: `<h2>1. Wie is verantwoordelijk voor uw gegevens?</h2>
<p>Deze privacyverklaring geldt voor de website van <strong>{name}</strong>{?address}, {address}{/}{?enterpriseNumber}, ondernemingsnummer \
{enterpriseNumber}{/}{?biv}, erkend vastgoedmakelaar BIV nr. {biv}{/}. {controller} is verwerkingsverantwoordelijke in de zin van de Algemene \
Verordening Gegevensbescherming (AVG). {?privacyEmail}{?phone}Voor elke vraag over uw persoonsgegevens bereikt u ons via <a \
href="mailto:{privacyEmail}">{privacyEmail}</a> of op {phone}.{:}Voor elke vraag over uw persoonsgegevens bereikt u ons via <a \
href="mailto:{privacyEmail}">{privacyEmail}</a>.{/}{:}{?phone}Voor elke vraag over uw persoonsgegevens bereikt u ons op {phone}.{:}Voor elke vraag \
over uw persoonsgegevens bereikt u ons via het contactformulier op deze website.{/}{/}</p>
<h2>2. Welke gegevens verwerken wij?</h2>
<p>Wij verwerken enkel de gegevens die u ons zelf bezorgt of die nodig zijn om u te helpen:</p>
<ul>
<li>identificatie- en contactgegevens: naam, e-mailadres, telefoonnummer en eventueel uw adres;</li>
<li>de inhoud van uw bericht, uw zoekcriteria (gemeente, type pand, prijsklasse, aantal slaapkamers) en het pand waarover u een vraag stelt;</li>
<li>voor een bezoek of een reservatie: de gekozen datum en het tijdstip, het aantal personen en de gewenste periode;</li>
<li>technische gegevens die nodig zijn om de website te beveiligen, zoals uw IP-adres in de serverlogs.</li>
</ul>
<h2>3. Waarvoor gebruiken wij uw gegevens en op welke rechtsgrond?</h2>
<ul>
<li><strong>Contactaanvragen</strong> en vragen over een pand beantwoorden: precontractuele maatregelen op uw verzoek (art. 6.1.b AVG) of ons \
gerechtvaardigd belang om vragen te beantwoorden (art. 6.1.f AVG).</li>
<li><strong>Hou me op de hoogte</strong>: u nieuwe panden mailen die aan uw zoekcriteria voldoen, op basis van uw toestemming (art. 6.1.a AVG). U \
trekt die toestemming op elk moment in via de uitschrijflink in elke e-mail of via <a href="{subscribePath}">uw inschrijving</a>.</li>
<li><strong>Bezoekafspraken</strong> inplannen, bevestigen en zo nodig annuleren: precontractuele maatregelen (art. 6.1.b AVG).</li>
<li><strong>Reservaties van vakantiewoningen</strong> behandelen en de huurovereenkomst uitvoeren (art. 6.1.b AVG), en de boekhoudkundige \
verplichtingen die daaruit volgen nakomen (art. 6.1.c AVG).</li>
<li>Onze <strong>wettelijke verplichtingen</strong> als vastgoedmakelaar nakomen, zoals de identificatie van partijen volgens de antiwitwaswet van 18 \
september 2017 (art. 6.1.c AVG).</li>
<li>De website beveiligen en misbruik van onze formulieren voorkomen (art. 6.1.f AVG).</li>
</ul>
<p>Wij gebruiken uw gegevens niet voor geautomatiseerde besluitvorming of profilering en verkopen ze nooit aan derden.</p>
<h2>4. Hoe lang bewaren wij uw gegevens?</h2>
<ul>
<li>contact- en reservatieaanvragen: tot {?retentionMonths}{?oneMonth}één maand{:}{retentionMonths} maanden{/}{:}twee jaar{/} na ons laatste contact;</li>
<li>bezoekafspraken: {?viewingYear}één jaar{:}{?oneMonth}één maand{:}{viewingMonths} maanden{/}{/} na het bezoek;</li>
<li>inschrijvingen op ‘Hou me op de hoogte’: zolang u ingeschreven bent; na uw uitschrijving wissen wij uw zoekcriteria binnen dertig dagen;</li>
<li>reservaties (naam, verblijf, prijs) en facturen: tien jaar, zoals de boekhoudwetgeving voorschrijft;</li>
<li>identificatiegegevens volgens de antiwitwaswet: tien jaar na het einde van de zakenrelatie;</li>
<li>serverlogs: ten hoogste dertig dagen.</li>
</ul>
<h2>5. Met wie delen wij uw gegevens?</h2>
<p>Wij geven uw gegevens alleen door wanneer dat nodig is voor het doel waarvoor u ze gaf: aan de eigenaar of verhuurder van het pand dat u wilt \
bezoeken of huren, aan de notaris of de syndicus bij een verkoop, en aan onze IT-dienstverleners (hosting, e-mail, beveiliging), die als verwerker \
uitsluitend volgens onze instructies werken. Uw gegevens worden binnen de Europese Economische Ruimte verwerkt; gebeurt dat uitzonderlijk daarbuiten, \
dan enkel met passende waarborgen zoals de modelcontractbepalingen van de Europese Commissie.</p>
<h2>6. Uw rechten</h2>
<p>U hebt het recht op:</p>
<ul>
<li><strong>inzage</strong> in de gegevens die wij over u bewaren;</li>
<li><strong>verbetering</strong> van onjuiste of onvolledige gegevens;</li>
<li><strong>wissing</strong> van uw gegevens, tenzij een wettelijke bewaarplicht geldt;</li>
<li><strong>beperking</strong> van de verwerking;</li>
<li><strong>bezwaar</strong> tegen een verwerking op basis van ons gerechtvaardigd belang;</li>
<li><strong>overdraagbaarheid</strong> van de gegevens die u ons zelf bezorgde.</li>
</ul>
<p>{?privacyEmail}Stuur uw verzoek naar <a href="mailto:{privacyEmail}">{privacyEmail}</a>.{:}Stuur uw verzoek via het contactformulier op deze \
website.{/} Wij antwoorden binnen één maand en kunnen u vragen uw identiteit aan te tonen.</p>
<h2>7. Klacht indienen</h2>
<p>Bent u niet tevreden over de manier waarop wij met uw gegevens omgaan, laat het ons dan eerst weten. U kunt ook klacht indienen bij de \
Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel, <a \
href="https://www.gegevensbeschermingsautoriteit.be">www.gegevensbeschermingsautoriteit.be</a>.</p>
<h2>8. Cookies en favorieten</h2>
<p>Deze website gebruikt uitsluitend <strong>functionele cookies</strong> die strikt noodzakelijk zijn, bijvoorbeeld om uw taalkeuze te onthouden en \
onze formulieren te beveiligen. Wij gebruiken geen analytische, advertentie- of trackingcookies en vragen daarom ook geen cookietoestemming. De panden \
die u als favoriet bewaart, worden enkel in uw eigen browser opgeslagen en nooit naar ons doorgestuurd; u wist ze op elk moment via de instellingen \
van uw browser.</p>
<p><strong>Waar uw aanvraag vandaan komt.</strong> Zolang uw bezoek duurt, onthoudt uw browser zonder cookie de pagina waarop u binnenkwam, de website \
die u naar ons verwees (enkel de domeinnaam), de campagneparameters van de link (utm_source, utm_medium, utm_campaign, utm_term, utm_content) en de \
klik-id’s van advertenties (gclid, fbclid, msclkid), en de laatste tien pagina’s van deze website die u bekeek (hun adres en titel). Niets wordt \
verstuurd, behalve met een formulier dat u zelf verstuurt (zonder JavaScript: het adres van die pagina). Zo weten wij welke campagne of website uw \
aanvraag bracht en welke panden u bekeek (gerechtvaardigd belang, art. 6.1.f AVG); wij bewaren dit zolang de aanvraag zelf.</p>
<h2>9. Wijzigingen</h2>
<p>Wij kunnen deze verklaring aanpassen wanneer onze diensten of de wetgeving veranderen. De meest recente versie vindt u altijd op deze pagina.</p>`,

  fr: `<h2>1. Qui est responsable de vos données ?</h2>
<p>La présente déclaration de confidentialité s’applique au site internet de <strong>{name}</strong>{?address}, {address}{/}{?enterpriseNumber}, \
numéro d’entreprise {enterpriseNumber}{/}{?biv}, agent immobilier agréé IPI n° {biv}{/}. {controller} est responsable du traitement au sens du \
Règlement général sur la protection des données (RGPD). {?privacyEmail}{?phone}Pour toute question relative à vos données personnelles, vous pouvez \
nous joindre à l’adresse <a href="mailto:{privacyEmail}">{privacyEmail}</a> ou au {phone}.{:}Pour toute question relative à vos données personnelles, \
vous pouvez nous joindre à l’adresse <a href="mailto:{privacyEmail}">{privacyEmail}</a>.{/}{:}{?phone}Pour toute question relative à vos données \
personnelles, vous pouvez nous joindre au {phone}.{:}Pour toute question relative à vos données personnelles, vous pouvez nous joindre via le \
formulaire de contact de ce site.{/}{/}</p>
<h2>2. Quelles données traitons-nous ?</h2>
<p>Nous ne traitons que les données que vous nous communiquez vous-même ou qui sont nécessaires pour vous aider :</p>
<ul>
<li>données d’identification et de contact : nom, adresse e-mail, numéro de téléphone et, le cas échéant, votre adresse ;</li>
<li>le contenu de votre message, vos critères de recherche (commune, type de bien, budget, nombre de chambres) et le bien qui fait l’objet de votre \
question ;</li>
<li>pour une visite ou une réservation : la date et l’heure choisies, le nombre de personnes et la période souhaitée ;</li>
<li>les données techniques nécessaires à la sécurité du site, comme votre adresse IP dans les journaux du serveur.</li>
</ul>
<h2>3. Dans quel but et sur quelle base juridique ?</h2>
<ul>
<li>Répondre à vos <strong>demandes de contact</strong> et à vos questions sur un bien : mesures précontractuelles prises à votre demande (art. 6.1.b \
RGPD) ou notre intérêt légitime à répondre aux questions (art. 6.1.f RGPD).</li>
<li><strong>Tenez-moi informé</strong> : vous envoyer par e-mail les nouveaux biens correspondant à vos critères, sur la base de votre consentement \
(art. 6.1.a RGPD). Vous pouvez retirer ce consentement à tout moment via le lien de désinscription présent dans chaque e-mail ou via <a \
href="{subscribePath}">votre inscription</a>.</li>
<li>Planifier, confirmer et, si nécessaire, annuler les <strong>rendez-vous de visite</strong> : mesures précontractuelles (art. 6.1.b RGPD).</li>
<li>Traiter les <strong>réservations de locations de vacances</strong> et exécuter le contrat de location (art. 6.1.b RGPD), ainsi que respecter les \
obligations comptables qui en découlent (art. 6.1.c RGPD).</li>
<li>Respecter nos <strong>obligations légales</strong> d’agent immobilier, notamment l’identification des parties prévue par la loi anti-blanchiment \
du 18 septembre 2017 (art. 6.1.c RGPD).</li>
<li>Sécuriser le site et prévenir l’usage abusif de nos formulaires (art. 6.1.f RGPD).</li>
</ul>
<p>Nous n’utilisons pas vos données pour une prise de décision automatisée ou un profilage, et nous ne les vendons jamais à des tiers.</p>
<h2>4. Combien de temps conservons-nous vos données ?</h2>
<ul>
<li>demandes (contact, réservation) : jusqu’à {?retentionMonths}{retentionMonths} mois{:}deux ans{/} après notre dernier contact ;</li>
<li>rendez-vous de visite : {?viewingYear}un an{:}{viewingMonths} mois{/} après la visite ;</li>
<li>inscriptions à « Tenez-moi informé » : aussi longtemps que vous êtes inscrit ; après votre désinscription, vos critères sont effacés dans les \
trente jours ;</li>
<li>réservations (nom, séjour, prix) et factures : dix ans (législation comptable) ;</li>
<li>données d’identification prévues par la loi anti-blanchiment : dix ans après la fin de la relation d’affaires ;</li>
<li>journaux du serveur : trente jours au maximum.</li>
</ul>
<h2>5. Avec qui partageons-nous vos données ?</h2>
<p>Nous ne transmettons vos données que lorsque c’est nécessaire à la finalité pour laquelle vous les avez fournies : au propriétaire ou au bailleur \
du bien que vous souhaitez visiter ou louer, au notaire ou au syndic lors d’une vente, et à nos prestataires informatiques (hébergement, e-mail, \
sécurité), qui agissent en tant que sous-traitants et uniquement sur nos instructions. Vos données sont traitées au sein de l’Espace économique \
européen ; si elles devaient exceptionnellement l’être en dehors, ce serait uniquement avec des garanties appropriées, comme les clauses \
contractuelles types de la Commission européenne.</p>
<h2>6. Vos droits</h2>
<p>Vous disposez d’un droit :</p>
<ul>
<li>d’<strong>accès</strong> aux données que nous conservons à votre sujet ;</li>
<li>de <strong>rectification</strong> des données inexactes ou incomplètes ;</li>
<li>d’<strong>effacement</strong> de vos données, sauf obligation légale de conservation ;</li>
<li>de <strong>limitation</strong> du traitement ;</li>
<li>d’<strong>opposition</strong> à un traitement fondé sur notre intérêt légitime ;</li>
<li>à la <strong>portabilité</strong> des données que vous nous avez fournies.</li>
</ul>
<p>{?privacyEmail}Adressez votre demande à <a href="mailto:{privacyEmail}">{privacyEmail}</a>.{:}Adressez votre demande via le formulaire de contact \
de ce site.{/} Nous répondons dans un délai d’un mois et pouvons vous demander de justifier votre identité.</p>
<h2>7. Introduire une plainte</h2>
<p>Si vous n’êtes pas satisfait de la manière dont nous traitons vos données, dites-le-nous d’abord. Vous pouvez également introduire une plainte \
auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles, <a \
href="https://www.autoriteprotectiondonnees.be">www.autoriteprotectiondonnees.be</a>.</p>
<h2>8. Cookies et favoris</h2>
<p>Ce site utilise uniquement des <strong>cookies fonctionnels</strong> strictement nécessaires, par exemple pour retenir votre choix de langue et \
sécuriser nos formulaires. Nous n’utilisons aucun cookie analytique, publicitaire ou de traçage, et ne vous demandons donc pas de consentement aux \
cookies. Vos biens favoris restent uniquement dans votre navigateur et ne nous sont jamais transmis ; vous pouvez les supprimer à tout moment via ses \
paramètres.</p>
<p><strong>D’où vient votre demande.</strong> Le temps de votre visite, sans cookie, votre navigateur retient la page d’arrivée, le site qui vous a \
envoyé vers nous (son seul nom de domaine), les paramètres de campagne du lien (utm_source, utm_medium, utm_campaign, utm_term, utm_content) et les \
identifiants de clic publicitaire (gclid, fbclid, msclkid), ainsi que les dix dernières pages de ce site que vous avez consultées (adresse et titre). \
Rien n’est envoyé, sauf avec un formulaire que vous envoyez (sans JavaScript : l’adresse de sa page). Nous savons ainsi quelle campagne ou quel site a \
amené votre demande et quels biens vous avez vus (intérêt légitime, art. 6.1.f RGPD), conservés aussi longtemps que la demande.</p>
<h2>9. Modifications</h2>
<p>Nous pouvons adapter cette déclaration quand nos services ou la législation évoluent. La version la plus récente est toujours disponible sur cette \
page.</p>`,

  en: `<h2>1. Who is responsible for your data?</h2>
<p>This privacy statement applies to the website of <strong>{name}</strong>{?address}, {address}{/}{?enterpriseNumber}, company number \
{enterpriseNumber}{/}{?biv}, licensed estate agent BIV/IPI no. {biv}{/}. {controller} is the controller within the meaning of the General Data \
Protection Regulation (GDPR). {?privacyEmail}{?phone}For any question about your personal data you can reach us at <a \
href="mailto:{privacyEmail}">{privacyEmail}</a> or on {phone}.{:}For any question about your personal data you can reach us at <a \
href="mailto:{privacyEmail}">{privacyEmail}</a>.{/}{:}{?phone}For any question about your personal data you can reach us on {phone}.{:}For any \
question about your personal data you can reach us through the contact form on this website.{/}{/}</p>
<h2>2. What data do we process?</h2>
<p>We only process the data you give us yourself or that we need in order to help you:</p>
<ul>
<li>identification and contact details: name, e-mail address, telephone number and, where relevant, your address;</li>
<li>the content of your message, your search criteria (municipality, type of property, price range, number of bedrooms) and the property you are \
asking about;</li>
<li>for a viewing or a booking: the chosen date and time, the number of people and the period you would like;</li>
<li>technical data needed to keep the website secure, such as your IP address in the server logs.</li>
</ul>
<h2>3. What do we use your data for, and on what legal basis?</h2>
<ul>
<li>Answering <strong>contact requests</strong> and questions about a property: steps taken at your request before entering into a contract (Art. \
6(1)(b) GDPR) or our legitimate interest in answering questions (Art. 6(1)(f) GDPR).</li>
<li><strong>Keep me informed</strong>: e-mailing you new properties that match your search criteria, based on your consent (Art. 6(1)(a) GDPR). You \
can withdraw that consent at any time through the unsubscribe link in every e-mail or through <a href="{subscribePath}">your subscription</a>.</li>
<li>Scheduling, confirming and, where necessary, cancelling <strong>viewing appointments</strong>: pre-contractual steps (Art. 6(1)(b) GDPR).</li>
<li>Handling <strong>holiday rental bookings</strong> and performing the rental agreement (Art. 6(1)(b) GDPR), and meeting the accounting obligations \
that follow from it (Art. 6(1)(c) GDPR).</li>
<li>Meeting our <strong>legal obligations</strong> as an estate agent, such as identifying the parties under the Anti-Money Laundering Act of 18 \
September 2017 (Art. 6(1)(c) GDPR).</li>
<li>Securing the website and preventing abuse of our forms (Art. 6(1)(f) GDPR).</li>
</ul>
<p>We do not use your data for automated decision-making or profiling, and we never sell it to third parties.</p>
<h2>4. How long do we keep your data?</h2>
<ul>
<li>contact and booking requests: up to {?retentionMonths}{?oneMonth}one month{:}{retentionMonths} months{/}{:}two years{/} after our last contact;</li>
<li>viewing appointments: {?viewingYear}one year{:}{?oneMonth}one month{:}{viewingMonths} months{/}{/} after the viewing;</li>
<li>‘Keep me informed’ subscriptions: for as long as you are subscribed; after you unsubscribe, your search criteria are erased within thirty days;</li>
<li>bookings (name, stay, price) and invoices: ten years, as required by accounting law;</li>
<li>identification data under the Anti-Money Laundering Act: ten years after the end of the business relationship;</li>
<li>server logs: thirty days at most.</li>
</ul>
<h2>5. Who do we share your data with?</h2>
<p>We only pass on your data where this is necessary for the purpose for which you provided it: to the owner or landlord of the property you wish to \
view or rent, to the notary or the property manager of the building in the case of a sale, and to our IT service providers (hosting, e-mail, \
security), who act as processors and only on our instructions. Your data is processed within the European Economic Area; should it exceptionally be \
processed outside it, this will only happen with appropriate safeguards such as the European Commission’s standard contractual clauses.</p>
<h2>6. Your rights</h2>
<p>You have the right to:</p>
<ul>
<li><strong>access</strong> the data we hold about you;</li>
<li><strong>rectification</strong> of inaccurate or incomplete data;</li>
<li><strong>erasure</strong> of your data, unless we are legally required to keep it;</li>
<li><strong>restriction</strong> of processing;</li>
<li><strong>object</strong> to processing based on our legitimate interest;</li>
<li><strong>data portability</strong> for the data you provided to us yourself.</li>
</ul>
<p>{?privacyEmail}Send your request to <a href="mailto:{privacyEmail}">{privacyEmail}</a>.{:}Send your request through the contact form on this \
website.{/} We reply within one month and may ask you to prove your identity.</p>
<h2>7. Making a complaint</h2>
<p>If you are unhappy with the way we handle your data, please let us know first. You may also lodge a complaint with the Belgian Data Protection \
Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données), Drukpersstraat 35 / Rue de la Presse 35, 1000 Brussels, <a \
href="https://www.dataprotectionauthority.be">www.dataprotectionauthority.be</a>.</p>
<h2>8. Cookies and favourites</h2>
<p>This website only uses <strong>functional cookies</strong> that are strictly necessary, for example to remember your choice of language and to \
secure our forms. We use no analytics, advertising or tracking cookies, which is why we do not ask for cookie consent. The properties you save as \
favourites are stored only in your own browser and are never sent to us; you can delete them at any time through your browser settings.</p>
<p><strong>Where your request came from.</strong> For the length of your visit, without a cookie, your browser remembers the page you arrived on, the \
website that referred you (its domain name only), the link’s campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and \
advertising click ids (gclid, fbclid, msclkid), and the last ten pages of this website you viewed (their address and title). Nothing is sent, except \
with a form you send yourself (without JavaScript: the address of its page). This tells us which campaign or website brought your request and which \
listings you looked at (legitimate interest, art. 6.1.f GDPR); we keep it as long as the request.</p>
<h2>9. Changes</h2>
<p>We may update this statement when our services or the law change. The most recent version is always available on this page.</p>`,

  de: `<h2>1. Wer ist für Ihre Daten verantwortlich?</h2>
<p>Diese Datenschutzerklärung gilt für die Website von <strong>{name}</strong>{?address}, {address}{/}{?enterpriseNumber}, Unternehmensnummer \
{enterpriseNumber}{/}{?biv}, zugelassener Immobilienmakler BIV/IPI Nr. {biv}{/}. {controller} ist Verantwortlicher im Sinne der \
Datenschutz-Grundverordnung (DSGVO). {?privacyEmail}{?phone}Bei Fragen zu Ihren personenbezogenen Daten erreichen Sie uns unter <a \
href="mailto:{privacyEmail}">{privacyEmail}</a> oder telefonisch unter {phone}.{:}Bei Fragen zu Ihren personenbezogenen Daten erreichen Sie uns unter \
<a href="mailto:{privacyEmail}">{privacyEmail}</a>.{/}{:}{?phone}Bei Fragen zu Ihren personenbezogenen Daten erreichen Sie uns telefonisch unter \
{phone}.{:}Bei Fragen zu Ihren personenbezogenen Daten erreichen Sie uns über das Kontaktformular dieser Website.{/}{/}</p>
<h2>2. Welche Daten verarbeiten wir?</h2>
<p>Wir verarbeiten nur Daten, die Sie uns selbst mitteilen oder die wir benötigen, um Ihnen weiterzuhelfen:</p>
<ul>
<li>Identifikations- und Kontaktdaten: Name, E-Mail-Adresse, Telefonnummer und gegebenenfalls Ihre Anschrift;</li>
<li>den Inhalt Ihrer Nachricht, Ihre Suchkriterien (Gemeinde, Objektart, Preisspanne, Anzahl der Schlafzimmer) und das Objekt, zu dem Sie eine Frage \
stellen;</li>
<li>für eine Besichtigung oder eine Buchung: das gewählte Datum und die Uhrzeit, die Personenzahl und den gewünschten Zeitraum;</li>
<li>technische Daten, die für die Sicherheit der Website erforderlich sind, etwa Ihre IP-Adresse in den Serverprotokollen.</li>
</ul>
<h2>3. Wofür nutzen wir Ihre Daten und auf welcher Rechtsgrundlage?</h2>
<ul>
<li><strong>Kontaktanfragen</strong> und Fragen zu einem Objekt beantworten: vorvertragliche Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO) \
oder unser berechtigtes Interesse, Fragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO).</li>
<li><strong>Auf dem Laufenden halten</strong>: Ihnen neue Objekte, die Ihren Suchkriterien entsprechen, per E-Mail zusenden, auf Grundlage Ihrer \
Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können diese Einwilligung jederzeit über den Abmeldelink in jeder E-Mail oder über <a \
href="{subscribePath}">Ihr Abonnement</a> widerrufen.</li>
<li><strong>Besichtigungstermine</strong> planen, bestätigen und bei Bedarf absagen: vorvertragliche Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO).</li>
<li><strong>Buchungen von Ferienunterkünften</strong> bearbeiten und den Mietvertrag erfüllen (Art. 6 Abs. 1 lit. b DSGVO) sowie die sich daraus \
ergebenden Buchführungspflichten erfüllen (Art. 6 Abs. 1 lit. c DSGVO).</li>
<li>Unsere <strong>gesetzlichen Pflichten</strong> als Immobilienmakler erfüllen, etwa die Identifizierung der Parteien nach dem belgischen \
Geldwäschegesetz vom 18. September 2017 (Art. 6 Abs. 1 lit. c DSGVO).</li>
<li>Die Website schützen und den Missbrauch unserer Formulare verhindern (Art. 6 Abs. 1 lit. f DSGVO).</li>
</ul>
<p>Wir nutzen Ihre Daten weder für automatisierte Entscheidungen noch für Profiling und verkaufen sie niemals an Dritte.</p>
<h2>4. Wie lange speichern wir Ihre Daten?</h2>
<ul>
<li>Kontakt- und Buchungsanfragen: bis zu {?retentionMonths}{?oneMonth}einen Monat{:}{retentionMonths} Monate{/}{:}zwei Jahre{/} nach unserem letzten \
Kontakt;</li>
<li>Besichtigungstermine: {?viewingYear}ein Jahr{:}{?oneMonth}einen Monat{:}{viewingMonths} Monate{/}{/} nach der Besichtigung;</li>
<li>Anmeldungen für „Auf dem Laufenden halten“: solange Sie angemeldet sind; nach Ihrer Abmeldung löschen wir Ihre Suchkriterien innerhalb von dreißig \
Tagen;</li>
<li>Buchungen (Name, Aufenthalt, Preis) und Rechnungen: zehn Jahre, wie es das Buchführungsrecht vorschreibt;</li>
<li>Identifikationsdaten nach dem Geldwäschegesetz: zehn Jahre nach dem Ende der Geschäftsbeziehung;</li>
<li>Serverprotokolle: höchstens dreißig Tage.</li>
</ul>
<h2>5. An wen geben wir Ihre Daten weiter?</h2>
<p>Wir geben Ihre Daten nur weiter, wenn dies für den Zweck erforderlich ist, zu dem Sie sie uns mitgeteilt haben: an den Eigentümer oder Vermieter \
des Objekts, das Sie besichtigen oder mieten möchten, an den Notar oder den Hausverwalter bei einem Verkauf sowie an unsere IT-Dienstleister (Hosting, \
E-Mail, Sicherheit), die als Auftragsverarbeiter ausschließlich nach unseren Weisungen handeln. Ihre Daten werden innerhalb des Europäischen \
Wirtschaftsraums verarbeitet; geschieht dies ausnahmsweise außerhalb, dann nur mit geeigneten Garantien wie den Standardvertragsklauseln der \
Europäischen Kommission.</p>
<h2>6. Ihre Rechte</h2>
<p>Sie haben das Recht auf:</p>
<ul>
<li><strong>Auskunft</strong> über die Daten, die wir über Sie speichern;</li>
<li><strong>Berichtigung</strong> unrichtiger oder unvollständiger Daten;</li>
<li><strong>Löschung</strong> Ihrer Daten, sofern keine gesetzliche Aufbewahrungspflicht besteht;</li>
<li><strong>Einschränkung</strong> der Verarbeitung;</li>
<li><strong>Widerspruch</strong> gegen eine Verarbeitung auf Grundlage unseres berechtigten Interesses;</li>
<li><strong>Datenübertragbarkeit</strong> für die Daten, die Sie uns selbst bereitgestellt haben.</li>
</ul>
<p>{?privacyEmail}Richten Sie Ihre Anfrage an <a href="mailto:{privacyEmail}">{privacyEmail}</a>.{:}Richten Sie Ihre Anfrage über das Kontaktformular \
dieser Website an uns.{/} Wir antworten innerhalb eines Monats und können Sie bitten, Ihre Identität nachzuweisen.</p>
<h2>7. Beschwerde</h2>
<p>Wenn Sie mit unserem Umgang mit Ihren Daten nicht zufrieden sind, sprechen Sie uns bitte zuerst an. Sie können sich außerdem bei der belgischen \
Datenschutzbehörde (Gegevensbeschermingsautoriteit / Autorité de protection des données), Drukpersstraat 35 / Rue de la Presse 35, 1000 Brüssel, <a \
href="https://www.dataprotectionauthority.be">www.dataprotectionauthority.be</a> beschweren.</p>
<h2>8. Cookies und Favoriten</h2>
<p>Diese Website verwendet ausschließlich <strong>funktionale Cookies</strong>, die unbedingt erforderlich sind, zum Beispiel um Ihre Sprachwahl zu \
speichern und unsere Formulare zu schützen. Wir setzen keine Analyse-, Werbe- oder Tracking-Cookies ein und bitten Sie deshalb auch nicht um eine \
Cookie-Einwilligung. Die Objekte, die Sie als Favoriten speichern, werden nur in Ihrem eigenen Browser abgelegt und nie an uns übermittelt; Sie können \
sie jederzeit über die Einstellungen Ihres Browsers löschen.</p>
<p><strong>Woher Ihre Anfrage kommt.</strong> Für die Dauer Ihres Besuchs merkt sich Ihr Browser ohne Cookie die Einstiegsseite, die Website, die Sie \
zu uns geführt hat (nur ihren Domainnamen), die Kampagnenparameter des Links (utm_source, utm_medium, utm_campaign, utm_term, utm_content) und die \
Klick-IDs von Anzeigen (gclid, fbclid, msclkid) sowie die letzten zehn Seiten dieser Website, die Sie angesehen haben (ihre Adresse und ihren Titel). \
Gesendet wird nichts, außer mit einem Formular, das Sie selbst absenden (ohne JavaScript: die Adresse seiner Seite). So wissen wir, welche Kampagne \
oder Website Ihre Anfrage gebracht hat und welche Immobilien Sie angesehen haben (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO); wir bewahren \
dies so lange wie die Anfrage auf.</p>
<h2>9. Änderungen</h2>
<p>Wir können diese Erklärung anpassen, wenn sich unsere Dienste oder die Rechtslage ändern. Die aktuelle Fassung finden Sie stets auf dieser Seite.</p>`,
};
