/** The privacy statement's template in Dutch (agreements-privacy.ts). */
export const PRIVACY_NL = `<h2>1. Wie is verantwoordelijk voor uw gegevens?</h2>
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
<li>contact- en reservatieaanvragen: tot [[retention]] na ons laatste contact;</li>
<li>bezoekafspraken: [[viewing-retention]] na het bezoek;</li>
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
<p>Wij kunnen deze verklaring aanpassen wanneer onze diensten of de wetgeving veranderen. De meest recente versie vindt u altijd op deze pagina.</p>`;
