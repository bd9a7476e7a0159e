import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from './ListingsMap.module.css';

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** Shown in the marker's tooltip and read by screen readers. */
  label: string;
  /** Where a click on the marker goes. */
  href?: string;
}

/** Tile server: OpenStreetMap unless the build sets VITE_MAP_TILE_URL (e.g. a self-hosted or commercial tile service). */
const tileUrl = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const attribution = import.meta.env.VITE_MAP_ATTRIBUTION || '© OpenStreetMap contributors';

const pin = (highlighted: boolean) =>
  L.divIcon({
    className: '',
    html: `<span style="display:block;width:18px;height:18px;border-radius:50%;background:${highlighted ? '#f59e0b' : '#0f766e'};border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
  });

/** The map's visible area in degrees, as the search's `bbox` takes it. */
export interface MapBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/**
 * Leaflet map of listings. Markers and the frame work without tiles (offline, blocked tile server): a note says so.
 * `onUserMove` hears the visible area after the person drags or zooms, not after the map fits its pins.
 */
export default function ListingsMap({
  points,
  height = 360,
  zoom = 12,
  highlightedId,
  ariaLabel = 'Map of listings',
  onUserMove,
}: {
  points: MapPoint[];
  height?: number | string;
  zoom?: number;
  highlightedId?: string;
  ariaLabel?: string;
  onUserMove?: (box: MapBox) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const navigate = useNavigate();
  const [tilesFailed, setTilesFailed] = useState(false);
  const onMove = useRef(onUserMove);
  useEffect(() => {
    onMove.current = onUserMove;
  }, [onUserMove]);
  // Set while the map moves itself (fitting its pins), so that move is not taken for the person's.
  const fitting = useRef(false);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, { scrollWheelZoom: false, attributionControl: true });
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 });
    let failures = 0;
    tiles.on('tileerror', () => {
      failures += 1;
      if (failures >= 2) setTilesFailed(true);
    });
    tiles.on('tileload', () => setTilesFailed(false));
    tiles.addTo(instance);
    instance.on('moveend', () => {
      if (fitting.current) {
        fitting.current = false;
        return;
      }
      const bounds = instance.getBounds();
      onMove.current?.({
        minLng: bounds.getWest(),
        minLat: bounds.getSouth(),
        maxLng: bounds.getEast(),
        maxLat: bounds.getNorth(),
      });
    });
    markers.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = map.current;
    const layer = markers.current;
    if (!instance || !layer) return;
    layer.clearLayers();
    for (const point of points) {
      const marker = L.marker([point.latitude, point.longitude], {
        icon: pin(point.id === highlightedId),
        title: point.label,
        alt: point.label,
        keyboard: true,
      }).bindTooltip(point.label);
      if (point.href) {
        const href = point.href;
        marker.on('click', () => navigate(href));
      }
      layer.addLayer(marker);
    }
    fitting.current = true;
    if (points.length === 1) instance.setView([points[0]!.latitude, points[0]!.longitude], zoom);
    else if (points.length > 1) {
      instance.fitBounds(L.latLngBounds(points.map((point) => [point.latitude, point.longitude])), {
        padding: [32, 32],
        maxZoom: zoom,
      });
    } else instance.setView([39.5, -98.35], 3);
  }, [points, highlightedId, zoom, navigate]);

  return (
    <div className={styles.frame} style={{ height }}>
      <div ref={container} role="region" aria-label={ariaLabel} className={styles.map} />
      {tilesFailed && (
        <span className={styles.note}>Map images could not load; the pins still show where each place is.</span>
      )}
    </div>
  );
}
