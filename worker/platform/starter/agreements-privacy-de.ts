/** The privacy statement's template in German (agreements-privacy.ts). */
export const PRIVACY_DE = `<h2>1. Wer ist für Ihre Daten verantwortlich?</h2>
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
<li>Kontakt- und Buchungsanfragen: bis zu [[retention]] nach unserem letzten Kontakt;</li>
<li>Besichtigungstermine: [[viewing-retention]] nach der Besichtigung;</li>
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
<p>Wir können diese Erklärung anpassen, wenn sich unsere Dienste oder die Rechtslage ändern. Die aktuelle Fassung finden Sie stets auf dieser Seite.</p>`;
