import { lazy, Suspense, useState } from 'react';
import type { MapMarker } from '../../shared/domain/map-markers';

// Leaflet loads only when the visitor asks for the map.
// '#estate-map' (package.json "imports"): the map view in the browser, a stub in the worker
// bundle (condition workerd), which never opens the map.
const EstateMap = lazy(() => import('#estate-map'));

export interface EstateLocationProps {
  marker: MapMarker;
  tileUrl: string | null;
  attribution: string | null;
  labels: { show: string; map: string; details: string; noMarkers: string; statuses: Record<string, string> };
}

/** The estate's place on a map (map marker), opened on demand. */
export default function EstateLocation({ marker, tileUrl, attribution, labels }: EstateLocationProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {labels.show}
      </button>
    );
  }
  return (
    <Suspense fallback={<p className="listing__loading">{labels.show}…</p>}>
      <EstateMap
        markers={[marker]}
        tileUrl={tileUrl}
        tileAttribution={attribution}
        height={320}
        labels={{ map: labels.map, details: labels.details, noMarkers: labels.noMarkers, statuses: labels.statuses as never }}
      />
    </Suspense>
  );
}
