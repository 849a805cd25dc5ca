/**
 * Words of each language one letter off a place name, which search in plain words never reads as a
 * misspelt place ("open" is not Olen, "scholen" not Schoten, "gang" not Gent): those of Debian's
 * word lists (wdutch, wfrench, wngerman, wamerican) that the places' one-edit index finds a place
 * for, normalised (tokens.ts), written by scripts/place-common-words.mjs.
 */
export const COMMON_WORDS_OFF_A_PLACE: Readonly<Record<'nl' | 'fr' | 'en' | 'de', string>> = {
  nl:
    'aalt aanzeg aanzei aanzet aanzie aarden aarzen aast afbel aflost afmeer aken alben alen algen alien alkyn allen alpen alten alter alvers ama amah amai ' +
    'amen ampel anders anjers ankers antenne are area aren argon arken aryl assem assen attent attest avers baden baken balden balein balend balgen balijen ' +
    'balken ballingen balpen banen barelen baren baringen basen baten bazelen bazen bedingen beerde begeren begingen beheren behingen beieren beijveren ' +
    'bekeren beleren belgen beogen berecht beregen beren berge bergend berger bergingen bergloon berinnen berken bermen beroem bestem beteren beugen ' +
    'beuringen beurse bevaren bevelen beverse bevingen bevoeren beweren bezeren bezingen biecht bielzen biezen bijlen bilden billen boeghout boelen boerse ' +
    'bollingen borgen boringen botsingen bracht braken braker bredere bruggen brugje brugjes burgen bussel bussels cast cellen chino claviger coat combines ' +
    'comites dalem damde dame dammen dammer decaan deerlijke deerne deinde deinzen deist deksel dessen deuren dieet dieft dienst dient diepst diept dierlijk ' +
    'dierst dies diets dikst dissel dist domme dongen doornig driest dringen droegen drogen dronken duffe duffels duffer dwongen eieren elpen engs epen ' +
    'espen ever evers fleren fleuris furies gaand gad gang gans gard garven gaven gaver geat geef geen geent geep geers geert geit gek gekt geler gelt genat ' +
    'genepen gener genet genot genst genut ger gestel gestes get geur geut gever gier gistcel giste gisten gister gooi gooit graden grafen grand granen ' +
    'graten grave gravel gravend graver gravin grazen guaven gunt hagen haken hall hallen hallo halls halte halve hamen hammen hanen harden hare harem ' +
    'harken harpen harren harsen harten haspelt haten haven hazen heer heerst hees heest hei heiers heisa heit hekst helers helle helst henkies herkent ' +
    'herstel herstelt heust heuvelrand hoe hoed hoef hoek hoen hoep hoepelt hoer hoeri hoes hoi holle hooi horen hotten houset houthaven huist huren husselt ' +
    'ieder iepen jatte jetje jutte kamen kast kaste kelims kermis kist kiste klokke klust kluste knokkel knokken knokker knokte knust koen kogen koken kolen ' +
    'komend komijn kommen konen kopen koren kost koste koten koven kozen kruisen kruiser kruishouten kst kuist kuiste kuit kult kunst kunt kus kusje kusten ' +
    'kut kuurde lachte lade laden lader lagen lager lakei lakend lakens lakken lakten lame lamel lamet lamfer lammen lammer lanen lanter laren laser laste ' +
    'late latei latex laven lazen lazer leao led leden leder leds lee leed leerde legde leken lelde lende lepe leugen leunen leuren leuten leuzen leve leven ' +
    'leze lieerde liefde lieg liegen liegt lieve lifter lijken lijmer lik liken linker linkeroevers linten liter lobben lobber lobjes loden loerde loeren ' +
    'logen logeren lomer lommer lonen lonten loo lood loof loog looi look loom loon loop loos loot lopen loten louwen loven lozen lui luid luie luierde ' +
    'luikt luim luimen luis luit luk lumen lumme lurk luwen malies manen mans marchen marines meiose meis meisje meiske melde melee menden menens mengen ' +
    'menie menien menig mening mennen mens meson messen mesten metsen metten meunen miese mijnen mijns mille modale moes mond monk mono mops mors mortel mos ' +
    'mots mulle mussen naden naken name namens navel naven neerpent neertelt neervelt nel nemen nevelde nevelen nevels nevelt nier nies niet nijgen nijpen ' +
    'nijver nil nimby nimf noel nomen novelles nylon oden oen ogen oled olie olien olmen omen oosteinde oosterde open opkijk opwek oren oven overhelt ' +
    'overtelt pech peelt peet peilt pekt pel pels pent pept pest pet peut pitten plet plombiere potte pufte puntte puste putje putse putste putt puttee ' +
    'putten putter putti putto putts puur puurst puurt query raast raderen radst rafels rakels rames randt rankst rankt rans rapst raseren rast ratels ratst ' +
    'ravers regie riemt rijnse rinse rinst ritselaar roeren rollers ronde ronsel ronselaar rose rosse routers ruimst ruist rulst rust ruwst schalde schele ' +
    'schellen scheller scheten schijten schild schilden schilder schoen schoften schokten scholen schonen schopten schoren schorten schotel schotsen ' +
    'schotten schouten schoven schroten schuilde sering smaden spaden stade stadien stagen staken stalden stalen stamden standen staren staten staven stede ' +
    'steden steger steken stekend stekende stelde stemde teelt tellen telling telt temde tempe tenen tetse thuis tienden tiener tieren tiert tiet tieten ' +
    'tilt tinnen titelt tongen tremel tremels tremolo trienen troon troop tuin tuinhout ukken veren verton ververs veteren vice vide vie vieren vies vis ' +
    'visa visie visje vist viste vitse vleesberg vloeren voeden voegen voelen voerden voerend voeten voeteren vomeren voren voteren waker wammes wande wanne ' +
    'ware water waterloop waterloos watteren wave waven waves weet wegteren wegzet weidmes weimes welling wemel wemmen wever weze wezel wezen wichelden ' +
    'wildrijk zalm zandhopen zandhozen zilte zingen zinnia zinnig zulke zulle zult zulten zwalk zwalp zwam',
  fr:
    'afflige affligea affligee affliger affliges affligez aise alose alter amas amblee ame amen amer ames anhele annee anse ansee antenne arcon are arec ' +
    'ares argon armon artel aspe assenee asses assez assisse athee aube aubes autel avers bales banche bauges berge berger berges biche biere borne bornee ' +
    'borner bornes bornez bossu bouges bradel braies braises braites braves breche brechet brucelles bruies brules brumes brunes brutes castre celees celes ' +
    'cellas celle celtes chantre chapelet chaste chatre chevres china chine cilles cine cines clapier claver claviers claviez coat coats colles combines ' +
    'comices comites copines couille couines courrai cousin couvain crispee crissee dame damee damne depanna depannee depanner depannes depannez depeinte ' +
    'depiste depite depointe deverdisse diesa diesat diese digest digon dinait dinat dinent disant disons diurne engin engins etable etale etalee faims ' +
    'faires faites fames fermieres fiames fimes fleuras fleures fleuris fleuron fleurs foirons forons fouirons foulons fourbons fourgons fourrons foutons ' +
    'foutrons frimes fuimes furies galere gang gant gavee gaver gavera gaverez geant geint geler genat gener genet gents gere gerer gestes gille gland gond ' +
    'graben gramen grand grave gravee gravent graver graves gravez greer gueer hable hale halee hall halles halls haloir halte hampe harem hareng haret ' +
    'harle helent henne hennies herbent heres hernie homme hottons huerent icelles imper inter itere jatte jete jetee jettes jumel jument kyste lacer lacte ' +
    'laine lame lamee lamera lames lamez lamier lamper lancent laper larmer laser lasse latex laver layer lecon legalise lese lesines lessives leu leude ' +
    'leve liage liarde liee liegee lieges lierres lieue lievre lifter lige limer liner linge lingent linger linier lister liter litteral littorale lobbies ' +
    'lobees lobes loden lombes look louvai louvais louvait lui luis luit lumen machin malices maliens malignes malins mans marines martelage matines medise ' +
    'meiose mele melee mene menee menent mener menes menez menine mens mense merise merle meson messe messies messine messires messises mette mettent mettes ' +
    'mettez meule meuse mielle mille mise modale moelle moins mois moise moldave molle mon mono monts morave mors mortel mots mous mousson muons mussons ' +
    'navel neutre nie niee nielles nier nies niez niveales nivele nivelees niveles nivelle noel nylon ohe olle open oree orle orne ourle patte pela pelat ' +
    'pele pelta pelte percez perdez perlez pet peurs peut plombiers purs pute putter putto rames ramilles ramollies ratels raves rebec redie regie relie ' +
    'renais renait renaux renie retif retine retire retive rhumes rimes ronce ronde ronge rose rosse rotie roulees rouler roulera rouleras roules rouleurs ' +
    'rouliers ruames rudes ruees rues rumen rumex ruses scelle sigilles soignees soignes soigniez stable stade stades taise tamis tamisa tamisee tamiser ' +
    'tamises tamisez tanise tempe tercat ternit terrat tersat terse tienne tient tilt tmese tourbai tourna tournais tournait tournas tournat tournoi tremolo ' +
    'tubee tubiez vase verdiers verne verniers verriers vice vide vie vies vile vine vire vireton vis visa visee viser vises visez visse vite vive voise ' +
    'zest zinnia',
  en:
    'alien almost aloft alter ameer amen ammeter angers angler anteing apse are area ares argon arson ass asses assess assessed assesses asset assn asst ' +
    'attest avers away bale baled bales beers borne braises brake braked brakes braves brutes cast cellos cells chaste chaster chin china chink chino chins ' +
    'clayier coasts coat coats combines comings cost cousin dame dammed dies diet diets digest direst disown divest driest duffer egis ever every furies gad ' +
    'gang gear gee geed gees geez gelt gents get gill gills gland golly gonk gook gouty grand grave graved gravel graver graves gully gunk hale hall halls ' +
    'halve hammed hammer harden hare hared harem hares harken hastier haven hears heave heeds heels heirs heists hers herself hewers hoe hoed hoes hoist ' +
    'inter jetted jetty lade laden lager lake lakes lame lamed lamers lames lane lase laser late latex laxer layer lea lead leaf leak lean leap leas leaven ' +
    'led ledge lee lieges liken liner linger linker linted lintel liter litter littorals lobbed lobbies lobes lode look loom loon loop loot lowed lower luau ' +
    'luck lurk mans marching marines melee messiness moans mobs mods moms monk monks mono moons moos mops morns morsel mos moss mows name named names navel ' +
    'nil noel novel nylon obey olden oleo omen one open oven overuse oxen peat peck pecs pelts pent pert pest pet pitted pours purrs putt putted putter ' +
    'putts putty query rant rants ravel ravens raves retire revels rimes rinse rollers rose rouse rubes rues rulers rules rumps runes ruses rust searing ' +
    'seasides serving stable stamen strode tease telling tense terse thin tilt tongues tourney tremolo troop turnout uncle vase vibe vice vie vies vile vine ' +
    'visa vised vises wader wafer wager waiver waives wane ware water wave waved wavers waves wavier weaver welkin welling westerly zest zinged zinger zinnia',
  de:
    'aalen aals aalt aalte aalten aaltet ablost affigem alben algen allen almen alpen alten alter altert amen ampel amsel anders angler anhebe ankers ' +
    'anrenne antenne antwerpens aral areal argon ase ass assel assen asses asset asst aste attest baden baien baken balgen balken balten baren bargen basen ' +
    'baten bauen beatrix bedingen beere beeren begingen bergan berge bergend bergens berger berges besingen bestem beugen biere bilden blecht bolzen borgen ' +
    'bracht braves breche brechts bricht bringen brugges buges bullauge bulligen burgen celle cellos chartre china coats cousin dame damm dammen dammes ' +
    'dammre damms dammt dammte darme deine dessen dienst dient dies diese dimme dorsche drangen dringen drogen dumme enges epen eulen eupens euren faires ' +
    'farnes fernes furzes gang gans ganz geber gebt geck geht geier genick gerinne gewinne gier gotik graben graden grafen gramen grasen graten grauen gully ' +
    'haaren haben hafen hagen hagle haien haken hakle halbe halde hall hallen halley hallo halls hallt hallte halse halte hame hammel hammer hammre hanois ' +
    'hanselt hantiere harem harfen harken harn harren harten harzen hascht hasen hassest haucht hauen haustiere hebers hebst heer heere heeres hegst heilst ' +
    'heilt heimst heine heiss heisst heizt helle hemme henne herseht hexers hirne holle horen hulle huren jetten jettet kamen kapelle kaust kiste kojen ' +
    'komet kommen kost koste kruste kult kulte kunst kunste kurst kurt kurte kuss kusse kusst kusste kusten kuster kutte laben lachte lacken lacoste lade ' +
    'laden lader lagen lager lahmer laien lakens lame lamee lames lammer laser lasre lasse laste latex lau lauem lauen lauer laune lautem laxem laxen laxer ' +
    'lear lebe led leder ledigem leds leide lende lese lessings leuten liebe liefe liefre liegen liegt linder linker liter lobbys loben lobes lockeren logen ' +
    'loren losen loseren loten lowe lowin luken lumen lummeln lumpen luttichs macheten marchen marines mehle meide mein meine meinen meist meiste melde ' +
    'melke mengen messe messen messinas meucheln mienen miese miesen minen mobs mohns mols mond moos mops mortel musen mussen naben nagen nahen nahmen name ' +
    'namens namurs nasen natur neuere nie niet nil nimm ninive nolen nomen nylon oben oden ofen ohne oldenburg oleg olend oles olte olten omen ortend ' +
    'ortende osen osten ostens pech peilt pell pellt pelz perlt pest plombiere plombieren plombiertes pult pulte puste pute putt putts putze putzte ragst ' +
    'rangst rangt rankst rankt raren rareren rarst rast ratst raueren raumes raumst raunst raust ravers regie reimst reite rette riebst riefst rietst ' +
    'rocheforts rodlers rose routers rudes rufes rufst rugst ruhmes ruhmst ruhst schalle scheele schellen schellt schellte schelme schelte schild schilda ' +
    'schilden schilder schildes schildre schilds schilfe schinde schloten schnelle schoben scholle schonen schonten schoren schote schotten schubert schulde ' +
    'schuten schwelle staben stadien stadten staken standen staren stauden stauen stilles tamile teilt themse tiefen tieren titelt tonern trotz vase vice ' +
    'visa vize wahre walze wande wange wanke wanne wanzen ware warmes warze wasseriges wassriges waterloos weises weisses weiteren wellig werteren wettere ' +
    'wettern wetterten wetteten wimmel winsele zelte ziemst zottigem zulote',
};
