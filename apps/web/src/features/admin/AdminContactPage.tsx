import { BrandName, type ContactRequest } from '@app/contract';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/PageShell.tsx';
import { useContactCount, useContactRequests, useSetContactHandled, type ContactTab } from './admin-content.api.ts';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { ListPager } from './components/ListPager.tsx';
import { formatInstant } from './components/format.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { TableSkeleton } from './components/TableSkeleton.tsx';
import { useUrlQuery } from './components/url-query.ts';

const pageSize = 20;
const tabs: { value: ContactTab; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'Every message has been handled.' },
  { value: 'handled', label: 'Handled', empty: 'Messages you mark handled are kept here.' },
  { value: 'all', label: 'All', empty: 'Messages sent from the Contact us page appear here.' },
];

function TabLabel({ tab }: { tab: (typeof tabs)[number] }) {
  const count = useContactCount(tab.value);
  return (
    <span>
      {tab.label}
      {count.data !== undefined && ' '}
      {count.data !== undefined && (
        <Box component="span" sx={{ ml: 1, px: 1, borderRadius: 10, bgcolor: 'action.selected', fontSize: 13 }}>
          {count.data}
        </Box>
      )}
    </span>
  );
}

const replyHref = (request: ContactRequest) =>
  `mailto:${request.email}?subject=${encodeURIComponent(`Re: your message to ${BrandName}`)}`;

function RequestItem({ request }: { request: ContactRequest }) {
  const setHandled = useSetContactHandled();
  const handled = request.handledAt !== null;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {request.name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {formatInstant(request.createdAt)}
        </Typography>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        <Link href={`mailto:${request.email}`}>{request.email}</Link> ·{' '}
        <Link href={`tel:${request.phone}`}>{request.phone}</Link>
      </Typography>
      <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.message}</Typography>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {handled && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={`Handled ${formatInstant(request.handledAt!)}`}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          component="a"
          href={replyHref(request)}
          startIcon={<MailOutlineIcon />}
          aria-label={`Reply to ${request.name} by email`}
        >
          Reply
        </Button>
        <Button
          variant={handled ? 'text' : 'contained'}
          disabled={setHandled.isPending}
          onClick={() => setHandled.mutate({ id: request.uuid, handled: !handled })}
        >
          {handled ? 'Mark not handled' : 'Mark handled'}
        </Button>
      </Box>
    </Paper>
  );
}

/** /admin/contact: messages sent from the Contact us page, open or handled. */
export function AdminContactPage() {
  const { values, page, update } = useUrlQuery(['tab'] as const);
  const tab = tabs.find((item) => item.value === values.tab) ?? tabs[0]!;
  const requests = useContactRequests(tab.value, page, pageSize);
  return (
    <>
      <AdminPageHeader title="Contact requests" subtitle="Messages from the Contact us page, newest first." />
      <Tabs
        value={tab.value}
        onChange={(_event, next: ContactTab) => update({ tab: next === 'open' ? null : next })}
        aria-label="Contact requests"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((item) => (
          <Tab key={item.value} value={item.value} label={<TabLabel tab={item} />} />
        ))}
      </Tabs>
      {requests.isPending ? (
        <TableSkeleton label="Loading contact requests" rows={4} />
      ) : requests.isError ? (
        <LoadFailed what="Contact requests" error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.data.length === 0 ? (
        <EmptyState
          icon={<MailOutlineIcon fontSize="large" />}
          title={tab.value === 'open' ? 'No open requests' : 'No requests here'}
          text={tab.empty}
        />
      ) : (
        <Box sx={{ opacity: requests.isPlaceholderData ? 0.6 : 1 }}>
          <Stack component="ul" spacing={1.5} aria-label={`${tab.label} requests`} sx={{ m: 0, p: 0 }}>
            {requests.data.data.map((request) => (
              <RequestItem key={request.uuid} request={request} />
            ))}
          </Stack>
          <ListPager
            label="Contact request pages"
            page={page}
            limit={pageSize}
            count={requests.data.count}
            onPage={(next) => update({ page: next })}
          />
        </Box>
      )}
    </>
  );
}
