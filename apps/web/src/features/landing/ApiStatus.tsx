import { useHealth } from './landing.api.ts';

function formatUptime(seconds: number) {
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  const hours = Math.floor(seconds / 3600);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

const labels = {
  pending: 'Checking the service…',
  up: 'All systems running',
  down: 'Service unreachable right now',
} as const;

export function ApiStatus() {
  const health = useHealth();
  const isUp = health.status === 'success' && health.data.data.status === 'ok';
  const tone = health.status === 'loading' ? 'pending' : isUp ? 'up' : 'down';
  const uptime = health.status === 'success' ? health.data.data.uptimeSeconds : undefined;
  return (
    <p className={`status status--${tone}`} role="status" aria-live="polite">
      <span className="status__dot" aria-hidden="true" />
      {labels[tone]}
      {isUp && uptime !== undefined && <span className="status__meta">· up {formatUptime(uptime)}</span>}
    </p>
  );
}
