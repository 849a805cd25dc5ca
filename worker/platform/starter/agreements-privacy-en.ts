/** The privacy statement's template in English (agreements-privacy.ts). */
export const PRIVACY_EN = `<h2>1. Who is responsible for your data?</h2>
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
<li>contact and booking requests: up to [[retention]] after our last contact;</li>
<li>viewing appointments: [[viewing-retention]] after the viewing;</li>
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
<p>We may update this statement when our services or the law change. The most recent version is always available on this page.</p>`;
