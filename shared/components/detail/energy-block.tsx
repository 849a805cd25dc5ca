import { energyLabelText, epcPercentage, floodingWarning } from '../../domain/energy';
import { formatEpc } from '../../format';
import type { Estate } from '../../types/estate';
import { usePage } from '../page-context';

/**
 * The energy section (SPEC §4, §9): the EPC label, the EPC bar at epcValue/700 (capped), and
 * a warning icon beside a flood score past 'C'.
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
      </div>
      {floods.length > 0 ? (
        <ul className="energy__floods">
          {floods.map((flood) => (
            <li key={flood.key} className={floodingWarning(flood.score) ? 'energy__flood energy__flood--warning' : 'energy__flood'}>
              {floodingWarning(flood.score) ? (
                <span className="energy__flood-icon" role="img" aria-label={t('detail.floodWarning')} title={t('detail.floodWarning')}>
                  ⚠
                </span>
              ) : null}
              {t(`detail.flood_${flood.key}`)}: <strong>{flood.score}</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
