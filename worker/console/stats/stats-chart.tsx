/**
 * The statistics' charts: SVG drawn on the server, no browser code, no inline style
 * (the console's CSP allows none: SVG attributes carry the sizes). A chart is a picture of the
 * table beside it, which is what a screen reader and the keyboard use: it is hidden from them.
 */

/** Bars per row drawn as an SVG whose labels sit in HTML beside it, so text never stretches with the chart. */
export function LabelledBars({ rows }: { rows: { label: string; value: number }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <div className="bars" aria-hidden="true">
      {rows.map((row) => (
        <div className="bars__row" key={row.label}>
          <span className="bars__label">{row.label}</span>
          <svg className="bars__bar" viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
            <rect x="0" y="0" width={(100 * row.value) / max} height="10" fill="#0b57a4" />
          </svg>
          <span className="bars__value">{row.value}</span>
        </div>
      ))}
    </div>
  );
}

/** Columns per day (visits dark, views light behind them), the first and last day written under them. */
export function DayChart({ days }: { days: { day: string; visits: number; views: number }[] }) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.views, day.visits)));
  const width = Math.max(days.length, 1);
  return (
    <div className="day-chart" aria-hidden="true">
      <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" focusable="false">
        {days.map((day, index) => (
          <g key={day.day}>
            <rect x={index + 0.1} y={100 - (100 * day.views) / max} width="0.8" height={(100 * day.views) / max} fill="#9cc1e6" />
            <rect x={index + 0.25} y={100 - (100 * day.visits) / max} width="0.5" height={(100 * day.visits) / max} fill="#0b57a4" />
          </g>
        ))}
      </svg>
      <p className="day-chart__ends">
        <span>{days[0]?.day}</span>
        <span>{days.at(-1)?.day}</span>
      </p>
    </div>
  );
}
