import { lazy } from 'react';
import type { MapMarker } from '../../shared/domain/map-markers';
import { LoadFailed } from '../components/load-failed';
import type { AreaSearch } from '../map/area-tools';
import { useRetriedSWR } from '../retry-policy';
import { getJson } from './get-json';

// Leaflet and the map load only when the visitor opens the map.
// '#estate-map' (package.json "imports"): the map view in the browser, a stub in the worker
// bundle (condition workerd), which never opens the map.
const EstateMap = lazy(() => import('#estate-map'));

export interface EstateMapViewProps {
  /** /{lang}/ajax/estate-markers?page=…&section=… */
  endpoint: string;
  /** The filter's search parameters. */
  query: string;
  map: { tileUrl: string | null; attribution: string | null };
  labels: { loading: string; loadFailed: string; tryAgain: string; mapLabel: string; details: string; noMarkers: string; statuses: Record<string, string> };
  area: AreaSearch;
}

/**
 * The listing's map view (client/islands/estate-list.tsx): every result with a location, loaded
 * with its code when the visitor opens the map.
 */
export default function EstateMapView({ endpoint, query, map, labels, area }: EstateMapViewProps) {
  // The previous pins stay while a new area's load: the map (and the visitor's view) stays put.
  const { data, gaveUp, tryAgain } = useRetriedSWR(`${endpoint}${query ? `&${query}` : ''}`, getJson<{ markers: MapMarker[] }>);
  if (gaveUp) return <LoadFailed message={labels.loadFailed} action={labels.tryAgain} onTryAgain={tryAgain} />;
  if (!data) return <p className="listing__loading">{labels.loading}</p>;
  return (
    <EstateMap
      markers={data.markers}
      tileUrl={map.tileUrl}
      tileAttribution={map.attribution}
      labels={{ map: labels.mapLabel, details: labels.details, noMarkers: labels.noMarkers, statuses: labels.statuses as never }}
      area={area}
    />
  );
}
