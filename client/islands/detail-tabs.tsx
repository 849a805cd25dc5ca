import { type KeyboardEvent, useRef, useState } from 'react';
import { useHydrated } from '../components/use-hydrated';
import type { DetailGroup, DetailTab } from '../../shared/domain/detail-tabs';
import type { FieldRow } from '../../shared/domain/field-rows';

export interface DetailTabsProps {
  tabs: DetailTab[];
  /** `zoomIn`, `zoomOut`: the floor plans' zoom buttons. */
  labels: { tabs: string; warning: string; zoomIn?: string; zoomOut?: string };
}

type Labels = DetailTabsProps['labels'];

/** Keys that zoom a floor plan while its frame has the focus. */
const ZOOM_KEYS = { '+': 1, '=': 1, '-': -1 };

/**
 * A floor plan's picture with zoom buttons, in the browser: the picture grows in its
 * frame, which scrolls; the frame takes the focus, so arrow keys move over the plan and + and -
 * zoom. Without JavaScript, the picture in its link to the full size.
 */
function PlanZoom({ row, labels }: { row: FieldRow; labels: Labels }) {
  const [zoom, setZoom] = useState(1);
  const by = (step: number) => setZoom((current) => Math.min(4, Math.max(1, current + step)));
  return (
    <>
      <div className="plan-zoom" role="group" aria-label={row.label}>
        <button type="button" className="button button--ghost" onClick={() => by(1)} aria-label={labels.zoomIn}>
          +
        </button>
        <button type="button" className="button button--ghost" onClick={() => by(-1)} aria-label={labels.zoomOut}>
          −
        </button>
        <div
          className="plan-zoom__view"
          tabIndex={0}
          role="img"
          aria-label={row.label}
          onKeyDown={(event) => {
            const step = (ZOOM_KEYS as Record<string, number>)[event.key];
            if (step) by(step);
          }}
        >
          <img {...row.image!} alt="" style={{ width: `${zoom * 100}%`, maxWidth: 'none' }} />
        </div>
      </div>
      <a href={row.href!} rel="noopener noreferrer">
        {row.value}
      </a>
    </>
  );
}

function Group({ group, labels, enhanced }: { group: DetailGroup; labels: Labels; enhanced?: boolean }) {
  const warningLabel = labels.warning;
  return (
    <div className="detail-group">
      {group.title ? <h3 className="detail-group__title">{group.title}</h3> : null}
      <dl className="detail-rows">
        {group.rows.map((row) => (
          <div key={row.key} className={`detail-row${row.warning ? ' detail-row--warning' : ''}`} data-field={row.key}>
            <dt>{row.label}</dt>
            <dd>
              {row.warning ? (
                <span className="detail-row__warning" role="img" aria-label={warningLabel} title={warningLabel}>
                  ⚠
                </span>
              ) : null}
              {row.image && enhanced && labels.zoomIn ? (
                <PlanZoom row={row} labels={labels} />
              ) : row.href ? (
                <a href={row.href} rel="noopener noreferrer">
                  {row.image ? <img {...row.image} alt="" loading="lazy" /> : null}
                  {row.value}
                </a>
              ) : (
                row.value || (row.note ? null : '✓')
              )}
              {row.note ? <span className="detail-row__note">{row.value ? ` – ${row.note}` : row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The detail tabs. Without JavaScript (and in print) every tab is a section one
 * after the other; in the browser they become a tab list (arrow keys, Home, End).
 */
export default function DetailTabs({ tabs, labels }: DetailTabsProps) {
  const enhanced = useHydrated();
  const [active, setActive] = useState(0);
  // A fixed prefix, not useId: the server renders the island inside the page, the browser
  // hydrates it as its own root, so generated ids would differ.
  const id = 'detail-tabs';
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    setActive(index);
    buttons.current[index]?.focus();
  };

  if (!enhanced) {
    return (
      <div className="detail-tabs detail-tabs--sections">
        {tabs.map((tab) => (
          <section key={tab.id} className="detail-tabs__panel" aria-labelledby={`${id}-${tab.id}`}>
            <h2 id={`${id}-${tab.id}`}>{tab.label}</h2>
            {tab.groups.map((group) => (
              <Group key={group.id} group={group} labels={labels} />
            ))}
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="detail-tabs">
      <div role="tablist" aria-label={labels.tabs} className="detail-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={index !== active}
          tabIndex={0}
          className="detail-tabs__panel"
        >
          <h2 className="visually-hidden">{tab.label}</h2>
          {tab.groups.map((group) => (
            <Group key={group.id} group={group} labels={labels} enhanced />
          ))}
        </div>
      ))}
    </div>
  );
}
