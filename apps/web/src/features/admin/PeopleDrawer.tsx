import type { AdminUser, AdminUserDetail } from '@app/contract';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAdminPerson, type PersonAction } from './admin-people.api.ts';
import { formatDay, plural } from './components/format.ts';
import { DetailSection } from './components/DetailSection.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { ListingStateChip } from './ListingStateChip.tsx';
import { isBlocked, PeopleActions } from './PeopleActions.tsx';
import { bookingStatusText, roleLabels } from './people-format.ts';
import { VerifiedMarks } from './PeopleVerifiedMarks.tsx';
import { Price } from '../../components/Price.tsx';
import { loadingRegion } from '../../components/loading-region';

function Detail({ person }: { person: AdminUserDetail }) {
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <DetailSection title={`Listings (${person.listingCount})`}>
        {person.listings.length === 0 ? (
          <Typography color="textSecondary">No listings</Typography>
        ) : (
          <List dense disablePadding>
            {person.listings.map((listing) => (
              <ListItem key={listing.uuid} disableGutters sx={{ gap: 1, justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={`/view-detail/${listing.uuid}`} sx={{ overflowWrap: 'anywhere' }}>
                    {listing.title}
                  </Link>
                  <Typography variant="caption" color="textSecondary" component="p">
                    Created {formatDay(listing.createdAt)}
                  </Typography>
                </Box>
                <ListingStateChip state={listing.state} />
              </ListItem>
            ))}
          </List>
        )}
      </DetailSection>
      <DetailSection title={`Bookings (${person.bookingCount})`}>
        {person.bookings.length === 0 ? (
          <Typography color="textSecondary">No bookings</Typography>
        ) : (
          <List dense disablePadding>
            {person.bookings.map((booking) => (
              <ListItem key={booking.uuid} disableGutters sx={{ gap: 1, justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={`/admin/bookings?booking=${booking.uuid}`}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {booking.venueTitle}
                  </Link>
                  <Typography variant="caption" color="textSecondary" component="p">
                    {formatDay(booking.startsAt)} · {bookingStatusText(booking.status)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <Price cents={booking.amountCents} />
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </DetailSection>
    </Stack>
  );
}

/** One account: who they are, their roles and state, their listings and bookings, and the admin actions. */
export function PeopleDrawer({
  person,
  self,
  onAction,
  onClose,
}: {
  /** The row that was opened: shown at once while the detail loads. */
  person: AdminUser;
  self: boolean;
  onAction: (action: PersonAction) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const detail = useAdminPerson(person.uuid);
  const shown = detail.data ?? person;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 480 } },
        },
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
              {shown.displayName}
            </Typography>
            <Stack direction="row" sx={{ gap: 0.75, mt: 0.75, flexWrap: 'wrap' }}>
              {roleLabels(shown).map((role) => (
                <Chip key={role} label={role} size="small" color={role === 'Admin' ? 'secondary' : 'default'} />
              ))}
              {isBlocked(shown) && <Chip label="Blocked" size="small" color="error" />}
            </Stack>
          </Box>
          <IconButton aria-label="Close" onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Link href={`mailto:${shown.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {shown.email}
          </Link>
          <Typography>{shown.phone ?? 'No phone'}</Typography>
          <VerifiedMarks person={shown} withText />
          <Typography variant="body2" color="textSecondary">
            Joined {formatDay(shown.createdAt)} · {plural(shown.listingCount, 'listing')} ·{' '}
            {plural(shown.bookingCount, 'booking')}
          </Typography>
        </Stack>
        <Box sx={{ my: 2.5 }}>
          <PeopleActions person={shown} self={self} onAction={onAction} size="medium" />
        </Box>
        <Divider sx={{ mb: 2.5 }} />
        {detail.data ? (
          <Detail person={detail.data} />
        ) : detail.isPending ? (
          <Box {...loadingRegion('Loading listings and bookings')}>
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton />
            <Skeleton width="40%" sx={{ mt: 2 }} />
            <Skeleton />
          </Box>
        ) : (
          <LoadFailed what="Listings and bookings" onRetry={() => void detail.refetch()} />
        )}
      </Box>
    </Drawer>
  );
}
