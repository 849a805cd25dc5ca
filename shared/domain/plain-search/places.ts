import type { PlaceName } from './types';

/**
 * The places search in plain words knows: one line a postal code, "zip|Dutch|French|German|English"
 * (a name left empty is the Dutch one), then any other names people type for it. Sources and
 * licence: docs/features.md "Search in plain words".
 */
const PLACES = `
2000|Antwerpen|Anvers||Antwerp
2800|Mechelen|Malines|Mecheln
2300|Turnhout
2500|Lier|Lierre
2440|Geel
2400|Mol
9000|Gent|Gand||Ghent
9300|Aalst|Alost
9100|Sint-Niklaas|Saint-Nicolas
9200|Dendermonde|Termonde
9700|Oudenaarde|Audenarde
9160|Lokeren
9400|Ninove
8000|Brugge|Bruges|Brügge
8500|Kortrijk|Courtrai
8800|Roeselare|Roulers
8900|Ieper|Ypres
8790|Waregem
8400|Oostende|Ostende|Ostende|Ostend
8300|Knokke-Heist
8370|Blankenberge
8420|De Haan|Le Coq
8450|Bredene
8430|Middelkerke
8620|Nieuwpoort|Nieuport
8670|Koksijde|Coxyde
8660|De Panne|La Panne
3000|Leuven|Louvain|Löwen
1800|Vilvoorde|Vilvorde
1500|Halle|Hal
3300|Tienen|Tirlemont
1930|Zaventem
3500|Hasselt
3600|Genk
3700|Tongeren|Tongres
3800|Sint-Truiden|Saint-Trond
3630|Maasmechelen
1000|Brussel|Bruxelles|Brüssel|Brussels
1030|Schaarbeek|Schaerbeek
1040|Etterbeek
1050|Elsene|Ixelles
1060|Sint-Gillis|Saint-Gilles
1070|Anderlecht
1160|Oudergem|Auderghem
1180|Ukkel|Uccle
1200|Sint-Lambrechts-Woluwe|Woluwe-Saint-Lambert
1300|Waver|Wavre
1410|Waterloo
1400|Nijvel|Nivelles
1340|Ottignies-Louvain-la-Neuve
1370|Geldenaken|Jodoigne
7000|Bergen|Mons
6000|Charleroi
7500|Doornik|Tournai
7100|La Louvière
7700|Moeskroen|Mouscron
7800|Aat|Ath
7060|Zinnik|Soignies
5000|Namen|Namur
5030|Gembloers|Gembloux
5500|Dinant
5580|Rochefort
4000|Luik|Liège|Lüttich
4500|Hoei|Huy
4800|Verviers
4700|Eupen
4900|Spa
4960|Malmedy
4970|Stavelot
4780|Sankt Vith|Saint-Vith
6700|Aarlen|Arlon|Arel
6760|Virton
6900|Marche-en-Famenne
6940|Durbuy
6980|La Roche-en-Ardenne
6830|Bouillon
6660|Houffalize
6690|Vielsalm
6600|Bastenaken|Bastogne
`;

/** Every place with its names (own names first) and the name to show per language. */
export const BELGIAN_PLACES: readonly PlaceName[] = PLACES.trim()
  .split('\n')
  .map((line) => {
    const [zip, nl, fr, de, en, ...others] = line.split('|') as [string, string, ...string[]];
    const display = { nl, fr: fr || nl, de: de || fr || nl, en: en || nl };
    const names = [...new Set([nl, fr, de, en, ...others].filter((name): name is string => Boolean(name)))];
    return { zip, names, display };
  });
