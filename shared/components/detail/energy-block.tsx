import { type EnergyNotice, energyLabelText, energyNotice, epcPercentage, floodingWarning } from '../../domain/energy';
import { headTypeCode } from '../../domain/property-types';
import { formatEpc, formatEpcPerAreaYear, formatEpcPerYear } from '../../format';
import { formatDate } from '../../format/date';
import { fieldLabel } from '../../i18n';
import type { Estate } from '../../types/estate';
import { FloodSymbol } from '../flood-symbol';
import { usePage } from '../page-context';

/** A regional rule about the label in words, with its status (in force since a day, or planned): the page's and the assistants'. */
export function energyNoticeText(notice: EnergyNotice, t: (key: string, params?: Record<string, string | number>) => string): string {
  return notice.kind === 'renovation'
    ? t('detail.renovationObligation', { label: notice.label, target: notice.target, years: notice.years, since: formatDate(notice.since) })
    : t('detail.brusselsTarget', { label: notice.label, minimum: notice.minimum, year: notice.year, maximum: notice.maximum });
}

function NoticeText({ notice }: { notice: EnergyNotice }) {
  const { t } = usePage();
  return (
    <p className={`energy__notice energy__notice--${notice.kind}`} data-energy-notice={notice.kind} data-status={notice.status}>
      {energyNoticeText(notice, t)}
    </p>
  );
}

/**
 * The Walloon certificate's facts an advert must show together: the
 * certificate's unique code, the specific consumption (kWh/m² a year) and the total (kWh a year),
 * beside the label.
 */
function WalloonCertificate({ energy }: { energy: Estate['energy'] }) {
  const { locale, t } = usePage();
  const facts = [
    energy.epcReference ? { key: 'code', label: fieldLabel(locale, 'certification.epc_unique_code'), value: energy.epcReference } : null,
    energy.epcValue !== null && energy.epcValue !== undefined && energy.epcValue >= 0
      ? { key: 'specific', label: t('detail.epcSpecific'), value: formatEpcPerAreaYear(energy.epcValue, locale) }
      : null,
    energy.epcValueTotal !== null && energy.epcValueTotal !== undefined && energy.epcValueTotal >= 0
      ? { key: 'total', label: fieldLabel(locale, 'certification.epc_total'), value: formatEpcPerYear(energy.epcValueTotal, locale) }
      : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="energy__certificate" data-energy-certificate="WALLONIA">
      {facts.map((fact) => (
        <div key={fact.key} className={`energy__fact energy__fact--${fact.key}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The energy section: the EPC label, the EPC bar at epcValue/700 (capped), and
 * a warning icon beside a flood score past 'C'; the region's rule about the label and, in
 * Wallonia, the certificate's code and consumptions beside it.
 */
export function EnergyBlock({ estate }: { estate: Estate }) {
  const { t } = usePage();
  const percentage = epcPercentage(estate.energy.epcValue);
  const label = energyLabelText(estate.energy.customEpcLabel || estate.energy.energyLabel);
  const floods = [
    { key: 'parcel', score: estate.flooding.parcelScore },
    { key: 'building', score: estate.flooding.buildingScore },
  ].filter((flood) => flood.score && estate.address.region !== 'WALLONIA');
  if (!label && percentage === null && floods.length === 0) return null;
  const notice = energyNotice({
    region: estate.address.region,
    headType: headTypeCode(estate.headTypeId),
    status: estate.status,
    energyLabel: estate.energy.energyLabel || estate.energy.customEpcLabel,
  });
  const walloon = estate.address.region === 'WALLONIA';
  return (
    <section className="energy" aria-labelledby="energy-title">
      <h2 id="energy-title">{t('detail.energy')}</h2>
      <div className="energy__summary">
        {label ? (
          <p className={`energy__label energy__label--${label.charAt(0).toLowerCase()}`}>
            <span className="visually-hidden">{t('detail.epcLabel')}: </span>
            {label}
          </p>
        ) : null}
        {percentage !== null ? (
          <div className="energy__scale">
            <p className="energy__value">{formatEpc(estate.energy.epcValue)}</p>
            <div
              className="energy__bar"
              role="meter"
              aria-label={t('detail.epcScale')}
              aria-valuemin={0}
              aria-valuemax={700}
              aria-valuenow={Math.min(700, Math.max(0, estate.energy.epcValue ?? 0))}
              aria-valuetext={formatEpc(estate.energy.epcValue)}
            >
              <span className="energy__bar-fill" style={{ width: `${percentage.toFixed(1)}%` }} data-percentage={percentage.toFixed(1)} />
            </div>
          </div>
        ) : null}
        {walloon ? <WalloonCertificate energy={estate.energy} /> : null}
      </div>
      {notice ? <NoticeText notice={notice} /> : null}
      {floods.length > 0 ? (
        <ul className="energy__floods">
          {floods.map((flood) => (
            <li key={flood.key} className={floodingWarning(flood.score) ? 'energy__flood energy__flood--warning' : 'energy__flood'}>
              {floodingWarning(flood.score) ? <FloodSymbol label={t('detail.floodWarning')} /> : null}
              {t(`detail.flood_${flood.key}`)}: <strong>{flood.score}</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
