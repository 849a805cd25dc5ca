import type { RegionCode } from '../../../shared/contract/enums';
import { ALL_DESTINATIONS, DESTINATIONS_BY_REGION } from '../../../shared/domain/destinations';
import type { Locale } from '../../../shared/i18n/locales';
import { t } from '../kit/i18n';

/** The regions in the order the select shows their plans before a postal code is typed. */
const REGIONS: readonly RegionCode[] = ['FLANDERS', 'BRUSSELS', 'WALLONIA'];

/**
 * The "most recent urban destination" select's options (estate-fields.tsx): the zones of the
 * plan of the listing's region (by its postal code), under the plan's name; every region's
 * before a postal code is typed. A stored zone of another plan stays offered, apart, so that a
 * save does not drop it unseen: the platform refuses it with the field named (to-raw-estate.ts).
 */
export function destinationOptions(locale: Locale, region: RegionCode | null, value: string) {
  const regions = region ? [region] : REGIONS;
  const name = (code: string) => (ALL_DESTINATIONS.includes(code) ? t(locale, `estates.destination.${code}`) : code);
  const stray = value !== '' && !regions.some((shown) => DESTINATIONS_BY_REGION[shown].includes(value));
  return (
    <>
      {regions.map((shown) => (
        <optgroup key={shown} label={t(locale, `estateFields.zones.${shown}`)}>
          {DESTINATIONS_BY_REGION[shown].map((code) => (
            <option key={code} value={code}>
              {name(code)}
            </option>
          ))}
        </optgroup>
      ))}
      {stray && (
        <optgroup label={t(locale, 'estateFields.zones.other')}>
          <option value={value}>{name(value)}</option>
        </optgroup>
      )}
    </>
  );
}
