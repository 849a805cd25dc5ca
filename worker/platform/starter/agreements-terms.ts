import type { Locale } from '../../../shared/i18n/locales';

/**
 * The terms of use of a Belgian estate agency's website, per language: templates
 * (agreement-agency.ts fillAgreement) of a static file the build writes (agreement-texts.ts), not
 * part of the platform's bundle.
 */
export const TERMS_OF_USE: Record<Locale, string> = {
  nl: `<h2>1. Toepassing</h2>
<p>Deze gebruiksvoorwaarden gelden voor elk bezoek aan en elk gebruik van de website van <strong>{name}</strong>{?address}, \
{address}{/}{?enterpriseNumber}, ondernemingsnummer {enterpriseNumber}{/}{?biv}, BIV nr. {biv}{/} (hierna ‘wij’). {?biv}{name} is een erkend \
vastgoedmakelaar, ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars (BIV) onder nummer {biv}, en onderworpen aan de plichtenleer van het \
BIV. {/}Door de website te gebruiken, aanvaardt u deze voorwaarden.</p>{?title|authority|insurer}
<p>{?title}Beroepstitel: {title}.{/}{?authority}{?title} {/}Toezichthoudende overheid: {authority}.{/}{?insurer}{?title|authority} {/}Onze \
beroepsaansprakelijkheid is verzekerd bij {insurerName}, polisnummer {insurerPolicy}.{/}</p>{/}
<h2>2. Gebruik van de website</h2>
<p>U mag de website gebruiken om ons aanbod te bekijken, informatie op te vragen, een bezoek te plannen, u in te schrijven voor nieuwe panden en een \
vakantiewoning te reserveren. Het is niet toegestaan:</p>
<ul>
<li>de website te gebruiken op een manier die in strijd is met de wet, de openbare orde of de goede zeden;</li>
<li>inhoud geautomatiseerd op te vragen of over te nemen (scraping), behalve door zoekmachines voor de indexering;</li>
<li>valse gegevens in te vullen of de formulieren te gebruiken voor reclame of ongevraagde berichten;</li>
<li>de werking of de beveiliging van de website te verstoren of te omzeilen.</li>
</ul>
<h2>3. Informatie over panden</h2>
<p>Wij stellen de beschrijvingen, foto’s, plannen, oppervlakten, prijzen en attesten met de grootste zorg samen, op basis van de gegevens die de \
eigenaars en de overheid ons bezorgen. Deze informatie is <strong>louter informatief</strong> en vormt <strong>geen bindend aanbod</strong>: een pand \
kan intussen verkocht of verhuurd zijn, en prijzen en voorwaarden kunnen wijzigen. Oppervlakten en afmetingen zijn indicatief. Een verkoop of verhuur \
komt enkel tot stand door een schriftelijke overeenkomst die door de partijen ondertekend is. Wij raden u aan de gegevens die voor uw beslissing \
belangrijk zijn zelf te controleren of te laten controleren.</p>
<p>Een reservatie van een vakantiewoning is pas definitief nadat wij ze schriftelijk bevestigd hebben.</p>
<h2>4. Intellectuele eigendom</h2>
<p>Teksten, foto’s, plannen, logo’s, de vormgeving en de software van deze website zijn beschermd door het auteursrecht en andere intellectuele \
eigendomsrechten, die toebehoren aan {name} of aan derden die ons daarvoor toestemming gaven. U mag de inhoud bekijken, voor persoonlijk en \
niet-commercieel gebruik afdrukken en via een link delen. Elke andere reproductie, aanpassing of verspreiding vereist onze voorafgaande schriftelijke \
toestemming.</p>
<h2>5. Links naar andere websites</h2>
<p>De website kan links bevatten naar websites van derden, zoals overheden, notarissen of kaartdiensten. Wij hebben geen controle over die websites en \
zijn niet verantwoordelijk voor hun inhoud of hun privacybeleid.</p>
<h2>6. Aansprakelijkheid</h2>
<p>Wij doen ons best om de website correct, actueel en bereikbaar te houden, maar kunnen niet garanderen dat ze altijd foutloos en zonder onderbreking \
werkt. Wij zijn niet aansprakelijk voor schade die voortvloeit uit het gebruik van de website of uit onvolledige of onjuiste informatie, behalve bij \
opzet of zware fout. Deze beperking doet geen afbreuk aan de dwingende rechten die u als consument hebt.</p>
<h2>7. Privacy</h2>
<p>Hoe wij met uw persoonsgegevens omgaan, leest u in onze <a href="{privacyPath}">privacyverklaring</a>.</p>
<h2>8. Wijzigingen</h2>
<p>Wij kunnen deze voorwaarden op elk moment aanpassen. De versie die op deze pagina staat op het ogenblik van uw bezoek, is van toepassing.</p>
<h2>9. Toepasselijk recht en bevoegde rechtbank</h2>
<p>Op deze voorwaarden en op het gebruik van de website is het Belgisch recht van toepassing. Geschillen worden voorgelegd aan de rechtbanken van \
{?court}{court}{:}het gerechtelijk arrondissement waar wij gevestigd zijn{/}, onverminderd het recht van een consument om de rechter van zijn \
woonplaats te vatten. Met klachten over de beroepsuitoefening van een vastgoedmakelaar kunt u ook terecht bij het BIV, Luxemburgstraat 16B, 1000 \
Brussel.</p>`,

  fr: `<h2>1. Champ d’application</h2>
<p>Les présentes conditions d’utilisation s’appliquent à toute visite et à toute utilisation du site internet de <strong>{name}</strong>{?address}, \
{address}{/}{?enterpriseNumber}, numéro d’entreprise {enterpriseNumber}{/}{?biv}, IPI n° {biv}{/} (ci-après « nous »). {?biv}{name} est un agent \
immobilier agréé, inscrit auprès de l’Institut professionnel des agents immobiliers (IPI) sous le numéro {biv} et soumis au code de déontologie de \
l’IPI. {/}En utilisant le site, vous acceptez ces conditions.</p>{?title|authority|insurer}
<p>{?title}Titre professionnel : {title}.{/}{?authority}{?title} {/}Autorité de surveillance : {authority}.{/}{?insurer}{?title|authority} {/}Notre \
responsabilité civile professionnelle est assurée auprès de {insurerName}, police n° {insurerPolicy}.{/}</p>{/}
<h2>2. Utilisation du site</h2>
<p>Vous pouvez utiliser le site pour consulter notre offre, demander des informations, planifier une visite, vous inscrire pour recevoir les nouveaux \
biens et réserver une location de vacances. Il est interdit :</p>
<ul>
<li>d’utiliser le site d’une manière contraire à la loi, à l’ordre public ou aux bonnes mœurs ;</li>
<li>d’extraire ou de reprendre le contenu de manière automatisée (scraping), sauf pour l’indexation par les moteurs de recherche ;</li>
<li>de fournir de fausses données ou d’utiliser les formulaires à des fins publicitaires ou pour des messages non sollicités ;</li>
<li>de perturber ou de contourner le fonctionnement ou la sécurité du site.</li>
</ul>
<h2>3. Informations sur les biens</h2>
<p>Nous rédigeons les descriptions, photos, plans, superficies, prix et certificats avec le plus grand soin, sur la base des informations fournies par \
les propriétaires et les autorités. Ces informations sont <strong>purement indicatives</strong> et ne constituent <strong>pas une offre \
contraignante</strong> : un bien peut entre-temps avoir été vendu ou loué, et les prix et conditions peuvent changer. Les superficies et dimensions \
sont données à titre indicatif. Une vente ou une location n’est conclue que par une convention écrite signée par les parties. Nous vous conseillons de \
vérifier ou de faire vérifier vous-même les éléments déterminants pour votre décision.</p>
<p>Une réservation de location de vacances n’est définitive qu’après notre confirmation écrite.</p>
<h2>4. Propriété intellectuelle</h2>
<p>Les textes, photos, plans, logos, la mise en page et les logiciels de ce site sont protégés par le droit d’auteur et d’autres droits de propriété \
intellectuelle appartenant à {name} ou à des tiers qui nous ont donné leur autorisation. Vous pouvez consulter le contenu, l’imprimer pour un usage \
personnel et non commercial et le partager au moyen d’un lien. Toute autre reproduction, adaptation ou diffusion requiert notre accord écrit \
préalable.</p>
<h2>5. Liens vers d’autres sites</h2>
<p>Le site peut contenir des liens vers des sites de tiers, comme ceux des autorités, des notaires ou de services cartographiques. Nous n’exerçons \
aucun contrôle sur ces sites et ne sommes pas responsables de leur contenu ni de leur politique de confidentialité.</p>
<h2>6. Responsabilité</h2>
<p>Nous faisons de notre mieux pour que le site soit correct, à jour et accessible, mais nous ne pouvons pas garantir qu’il fonctionne toujours sans \
erreur ni interruption. Nous ne sommes pas responsables des dommages résultant de l’utilisation du site ou d’informations incomplètes ou inexactes, \
sauf en cas de dol ou de faute grave. Cette limitation ne porte pas atteinte aux droits impératifs dont vous bénéficiez en tant que consommateur.</p>
<h2>7. Vie privée</h2>
<p>La manière dont nous traitons vos données personnelles est expliquée dans notre <a href="{privacyPath}">déclaration de confidentialité</a>.</p>
<h2>8. Modifications</h2>
<p>Nous pouvons modifier ces conditions à tout moment. La version publiée sur cette page au moment de votre visite est d’application.</p>
<h2>9. Droit applicable et juridiction compétente</h2>
<p>Ces conditions et l’utilisation du site sont régies par le droit belge. Les litiges sont soumis aux tribunaux de {?court}{court}{:}l’arrondissement \
judiciaire de notre siège{/}, sans préjudice du droit du consommateur de saisir le juge de son domicile. Les plaintes relatives à l’exercice de la \
profession d’agent immobilier peuvent également être adressées à l’IPI, rue du Luxembourg 16B, 1000 Bruxelles.</p>`,

  en: `<h2>1. Scope</h2>
<p>These terms of use apply to every visit to and every use of the website of <strong>{name}</strong>{?address}, {address}{/}{?enterpriseNumber}, \
company number {enterpriseNumber}{/}{?biv}, BIV/IPI no. {biv}{/} (‘we’). {?biv}{name} is a licensed estate agent, registered with the Professional \
Institute of Real Estate Agents (BIV/IPI) under number {biv} and bound by the Institute’s code of conduct. {/}By using the website you accept these \
terms.</p>{?title|authority|insurer}
<p>{?title}Professional title: {title}.{/}{?authority}{?title} {/}Supervising authority: {authority}.{/}{?insurer}{?title|authority} {/}Our \
professional liability is insured with {insurerName}, policy number {insurerPolicy}.{/}</p>{/}
<h2>2. Use of the website</h2>
<p>You may use the website to browse our listings, request information, book a viewing, sign up to hear about new properties and book a holiday \
rental. You may not:</p>
<ul>
<li>use the website in a way that breaks the law or offends public order or decency;</li>
<li>retrieve or copy content by automated means (scraping), except for indexing by search engines;</li>
<li>enter false details or use the forms for advertising or unsolicited messages;</li>
<li>disrupt or circumvent the operation or the security of the website.</li>
</ul>
<h2>3. Property information</h2>
<p>We compile descriptions, photos, floor plans, surface areas, prices and certificates with the greatest care, based on the information owners and \
public authorities provide to us. This information is <strong>for information purposes only</strong> and is <strong>not a binding offer</strong>: a \
property may meanwhile have been sold or let, and prices and conditions may change. Surface areas and dimensions are indicative. A sale or a letting \
only comes about through a written agreement signed by the parties. We advise you to check, or have checked, any details that matter for your \
decision.</p>
<p>A holiday rental booking only becomes final once we have confirmed it in writing.</p>
<h2>4. Intellectual property</h2>
<p>The texts, photos, plans, logos, design and software of this website are protected by copyright and other intellectual property rights belonging to \
{name} or to third parties who have given us permission to use them. You may view the content, print it for personal, non-commercial use and share it \
by means of a link. Any other reproduction, adaptation or distribution requires our prior written consent.</p>
<h2>5. Links to other websites</h2>
<p>The website may contain links to third-party websites, such as those of public authorities, notaries or map services. We have no control over those \
websites and are not responsible for their content or their privacy policies.</p>
<h2>6. Liability</h2>
<p>We do our best to keep the website accurate, up to date and available, but we cannot guarantee that it will always work without errors or \
interruptions. We are not liable for any damage resulting from the use of the website or from incomplete or inaccurate information, except in the case \
of intent or gross negligence. This limitation does not affect the mandatory rights you have as a consumer.</p>
<h2>7. Privacy</h2>
<p>How we handle your personal data is explained in our <a href="{privacyPath}">privacy statement</a>.</p>
<h2>8. Changes</h2>
<p>We may change these terms at any time. The version published on this page at the time of your visit applies.</p>
<h2>9. Governing law and jurisdiction</h2>
<p>These terms and the use of the website are governed by Belgian law. Disputes are brought before the courts of {?court}{court}{:}the judicial \
district where we are established{/}, without prejudice to a consumer’s right to bring proceedings before the court of their place of residence. \
Complaints about the professional conduct of an estate agent may also be addressed to the BIV/IPI, Rue du Luxembourg 16B, 1000 Brussels.</p>`,

  de: `<h2>1. Geltungsbereich</h2>
<p>Diese Nutzungsbedingungen gelten für jeden Besuch und jede Nutzung der Website von <strong>{name}</strong>{?address}, \
{address}{/}{?enterpriseNumber}, Unternehmensnummer {enterpriseNumber}{/}{?biv}, BIV/IPI Nr. {biv}{/} (nachfolgend „wir“). {?biv}{name} ist ein \
zugelassener Immobilienmakler, beim Berufsinstitut der Immobilienmakler (BIV/IPI) unter der Nummer {biv} eingetragen und an dessen Standesregeln \
gebunden. {/}Mit der Nutzung der Website erkennen Sie diese Bedingungen an.</p>{?title|authority|insurer}
<p>{?title}Berufsbezeichnung: {title}.{/}{?authority}{?title} {/}Aufsichtsbehörde: {authority}.{/}{?insurer}{?title|authority} {/}Unsere \
Berufshaftpflicht ist bei {insurerName} versichert, Policennummer {insurerPolicy}.{/}</p>{/}
<h2>2. Nutzung der Website</h2>
<p>Sie dürfen die Website nutzen, um unser Angebot anzusehen, Informationen anzufordern, eine Besichtigung zu planen, sich für neue Objekte anzumelden \
und eine Ferienunterkunft zu buchen. Nicht gestattet ist es:</p>
<ul>
<li>die Website in einer Weise zu nutzen, die gegen das Gesetz, die öffentliche Ordnung oder die guten Sitten verstößt;</li>
<li>Inhalte automatisiert abzurufen oder zu übernehmen (Scraping), außer zur Indexierung durch Suchmaschinen;</li>
<li>falsche Angaben zu machen oder die Formulare für Werbung oder unerwünschte Nachrichten zu verwenden;</li>
<li>den Betrieb oder die Sicherheit der Website zu stören oder zu umgehen.</li>
</ul>
<h2>3. Angaben zu Immobilien</h2>
<p>Wir erstellen Beschreibungen, Fotos, Grundrisse, Flächenangaben, Preise und Bescheinigungen mit größter Sorgfalt auf der Grundlage der \
Informationen, die uns Eigentümer und Behörden zur Verfügung stellen. Diese Angaben sind <strong>rein informativ</strong> und stellen <strong>kein \
verbindliches Angebot</strong> dar: Ein Objekt kann inzwischen verkauft oder vermietet sein, und Preise und Bedingungen können sich ändern. Flächen \
und Maße sind Richtwerte. Ein Verkauf oder eine Vermietung kommt nur durch einen schriftlichen, von den Parteien unterzeichneten Vertrag zustande. Wir \
empfehlen Ihnen, alle für Ihre Entscheidung wesentlichen Angaben selbst zu prüfen oder prüfen zu lassen.</p>
<p>Eine Buchung einer Ferienunterkunft ist erst nach unserer schriftlichen Bestätigung verbindlich.</p>
<h2>4. Geistiges Eigentum</h2>
<p>Texte, Fotos, Pläne, Logos, Gestaltung und Software dieser Website sind durch das Urheberrecht und andere Rechte des geistigen Eigentums geschützt, \
die {name} oder Dritten zustehen, die uns die Nutzung gestattet haben. Sie dürfen die Inhalte ansehen, für den persönlichen, nicht gewerblichen \
Gebrauch ausdrucken und über einen Link teilen. Jede andere Vervielfältigung, Bearbeitung oder Verbreitung bedarf unserer vorherigen schriftlichen \
Zustimmung.</p>
<h2>5. Links zu anderen Websites</h2>
<p>Die Website kann Links zu Websites Dritter enthalten, etwa von Behörden, Notaren oder Kartendiensten. Wir haben keinen Einfluss auf diese Websites \
und sind für deren Inhalte und Datenschutzrichtlinien nicht verantwortlich.</p>
<h2>6. Haftung</h2>
<p>Wir bemühen uns, die Website richtig, aktuell und erreichbar zu halten, können aber nicht garantieren, dass sie stets fehlerfrei und ohne \
Unterbrechung funktioniert. Wir haften nicht für Schäden, die aus der Nutzung der Website oder aus unvollständigen oder unrichtigen Angaben entstehen, \
außer bei Vorsatz oder grober Fahrlässigkeit. Diese Beschränkung lässt Ihre zwingenden Rechte als Verbraucher unberührt.</p>
<h2>7. Datenschutz</h2>
<p>Wie wir mit Ihren personenbezogenen Daten umgehen, erfahren Sie in unserer <a href="{privacyPath}">Datenschutzerklärung</a>.</p>
<h2>8. Änderungen</h2>
<p>Wir können diese Bedingungen jederzeit ändern. Es gilt die Fassung, die zum Zeitpunkt Ihres Besuchs auf dieser Seite veröffentlicht ist.</p>
<h2>9. Anwendbares Recht und Gerichtsstand</h2>
<p>Für diese Bedingungen und die Nutzung der Website gilt belgisches Recht. Streitigkeiten werden den Gerichten {?court}{court}{:}des Gerichtsbezirks \
unseres Sitzes{/} vorgelegt, unbeschadet des Rechts eines Verbrauchers, das Gericht seines Wohnsitzes anzurufen. Beschwerden über die Berufsausübung \
eines Immobilienmaklers können Sie außerdem an das BIV/IPI, Rue du Luxembourg 16B, 1000 Brüssel, richten.</p>`,
};
