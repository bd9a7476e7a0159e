import type { Dashboard } from '@app/contract';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDashboard } from './admin-dashboard.api.ts';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { plural } from './components/format.ts';
import { formatPrice } from '../../components/Price.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { DashboardBarChart } from './DashboardBarChart.tsx';
import { loadingRegion } from '../../components/loading-region';

const cardSx = { p: 2.5, borderRadius: '16px', height: '100%' } as const;

function AttentionCard({
  icon,
  title,
  value,
  text,
  link,
}: {
  icon: ReactNode;
  title: string;
  value: number;
  text: string;
  link?: { to: string; label: string };
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ ...cardSx, display: 'flex', gap: 2 }}>
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: value ? 'rgba(217, 119, 6, 0.12)' : 'rgba(15, 118, 110, 0.08)',
          color: value ? 'warning.dark' : 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="textSecondary" component="h2">
          {title}
        </Typography>
        <Typography sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.2 }}>{value}</Typography>
        <Typography variant="body2" color="textSecondary">
          {text}
        </Typography>
        {link && (
          <Button component={RouterLink} to={link.to} size="small" sx={{ mt: 1, ml: -1 }}>
            {link.label}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

type Metric = 'newUsers' | 'bookings' | 'gmvCents' | 'feesCents';
const metrics: { key: Metric; title: string; format: (value: number) => string }[] = [
  { key: 'newUsers', title: 'New users', format: String },
  { key: 'bookings', title: 'Paid bookings', format: String },
  { key: 'gmvCents', title: 'GMV', format: formatPrice },
  { key: 'feesCents', title: 'Platform fees', format: formatPrice },
];

function MetricCard({ dashboard, metric }: { dashboard: Dashboard; metric: (typeof metrics)[number] }) {
  const period = (days: number) => dashboard.periods.find((entry) => entry.days === days)?.[metric.key] ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-label={metric.title} sx={cardSx}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {metric.title}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ mt: 1, mb: 2 }}>
        {[7, 30].map((days) => (
          <Box key={days}>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}>
              {metric.format(period(days))}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              Last {days} days
            </Typography>
          </Box>
        ))}
      </Stack>
      <DashboardBarChart
        title={metric.title}
        format={metric.format}
        days={dashboard.daily.map((day) => ({ date: day.date, value: day[metric.key] }))}
      />
    </Paper>
  );
}

const grid = (columns: Record<string, string>) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });
const attentionColumns = { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' };
const metricColumns = { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' };

function DashboardSkeleton() {
  return (
    <Box {...loadingRegion('Loading the dashboard')}>
      <Box sx={grid(attentionColumns)}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={132} sx={{ borderRadius: '16px' }} />
        ))}
      </Box>
      <Box sx={{ ...grid(metricColumns), mt: 4 }}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={180} sx={{ borderRadius: '16px' }} />
        ))}
      </Box>
    </Box>
  );
}

/** /admin: what needs attention now, and how the marketplace did over the last 7 and 30 days. */
export function AdminDashboardPage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <>
      <AdminPageHeader title="Dashboard" subtitle="What needs attention, and the last 30 days at a glance." />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError || !data ? (
        <LoadFailed what="The dashboard" onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <Box sx={grid(attentionColumns)}>
            <AttentionCard
              icon={<AssignmentTurnedInOutlinedIcon />}
              title="Pending approvals"
              value={data.pendingApprovals}
              text={data.pendingApprovals ? 'Listings waiting for a decision' : 'Nothing waiting'}
              link={{ to: '/admin/approvals', label: 'Open the queue' }}
            />
            <AttentionCard
              icon={<MailOutlineIcon />}
              title="Unhandled contact requests"
              value={data.unhandledContacts}
              text={data.unhandledContacts ? 'Messages without an answer' : 'Inbox is clear'}
              link={{ to: '/admin/contact', label: 'Open the inbox' }}
            />
            <AttentionCard
              icon={<HourglassTopOutlinedIcon />}
              title="Active holds"
              value={data.activeHolds}
              text={`${plural(data.activeHolds, 'booking')} waiting for payment right now`}
            />
          </Box>
          <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1.5 }}>
            Last 30 days
          </Typography>
          <Box sx={grid(metricColumns)}>
            {metrics.map((metric) => (
              <MetricCard key={metric.key} dashboard={data} metric={metric} />
            ))}
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            Days are UTC; the newest bar is today. A booking counts on the day it was paid, with its refunds and fees,
            as on the Money page. GMV is charges minus refunds.
          </Typography>
        </>
      )}
    </>
  );
}
