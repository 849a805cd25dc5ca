/** The privacy statement's template in French (agreements-privacy.ts). */
export const PRIVACY_FR = `<h2>1. Qui est responsable de vos données ?</h2>
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
<li>demandes (contact, réservation) : jusqu’à [[retention]] après notre dernier contact ;</li>
<li>rendez-vous de visite : [[viewing-retention]] après la visite ;</li>
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
page.</p>`;
