import { AdminListingStates, AdminMessages, type AdminListing, type AdminListingState } from '@app/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/PageShell.tsx';
import { imageUrl } from '../../lib/api.ts';
import { useCategories } from '../../lib/catalog.ts';
import { useAdminListings, usePublicationChange } from './admin-listings.api.ts';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { FilterBar, SelectFilter } from './components/FilterBar.tsx';
import { formatDay, plural } from './components/format.ts';
import { ListPager } from './components/ListPager.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { ReasonDialog } from './components/ReasonDialog.tsx';
import { TextFilter } from './components/TextFilter.tsx';
import { useUrlQuery } from './components/url-query.ts';
import { ListingStateChip, listingStateLabel } from './ListingStateChip.tsx';
import { loadingRegion } from '../../components/loading-region';

const limit = 20;
const filterKeys = ['search', 'host', 'category', 'state', 'sort'] as const;
const stateOptions = [
  { value: '', label: 'All' },
  ...AdminListingStates.map((state) => ({ value: state, label: listingStateLabel(state) })),
];
const sortOptions = [
  { value: '', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];
const isState = (value: string): value is AdminListingState =>
  (AdminListingStates as readonly string[]).includes(value);

type Change = { listing: AdminListing; action: 'unpublish' | 'restore' };

function ListingRow({ listing, onChange }: { listing: AdminListing; onChange: (change: Change) => void }) {
  const reason = listing.state === 'unpublished' ? listing.unpublishReason : listing.rejectionReason;
  const titleId = `listing-${listing.uuid}`;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', md: '96px minmax(0, 1fr) auto' },
        alignItems: 'center',
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box
        component="img"
        src={imageUrl(listing.image) || undefined}
        alt=""
        sx={{
          width: '100%',
          aspectRatio: '4 / 3',
          borderRadius: '10px',
          objectFit: 'cover',
          bgcolor: 'grey.200',
          alignSelf: 'start',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {listing.title}
          </Typography>
          <ListingStateChip state={listing.state} />
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {listing.host.displayName} · {listing.host.email}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {listing.category.name} · Created {formatDay(listing.createdAt)}
        </Typography>
        {reason && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              Reason:
            </Box>{' '}
            {reason}
          </Typography>
        )}
      </Box>
      <Stack
        direction="row"
        sx={{ gap: 1, gridColumn: { xs: '1 / -1', md: 'auto' }, justifyContent: { md: 'flex-end' } }}
      >
        <Button
          component={RouterLink}
          to={`/view-detail/${listing.uuid}`}
          size="small"
          variant="outlined"
          endIcon={<OpenInNewIcon fontSize="small" />}
          aria-label={`Open ${listing.title}`}
        >
          Open
        </Button>
        {listing.state === 'unpublished' ? (
          <Button size="small" variant="outlined" onClick={() => onChange({ listing, action: 'restore' })}>
            Restore
          </Button>
        ) : (
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => onChange({ listing, action: 'unpublish' })}
          >
            Unpublish
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function RowsSkeleton() {
  return (
    <Paper {...loadingRegion('Loading listings')} variant="outlined" sx={{ borderRadius: '16px' }}>
      {[0, 1, 2, 3, 4].map((key) => (
        <Stack key={key} direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={96} height={72} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="35%" />
            <Skeleton width="25%" />
          </Box>
        </Stack>
      ))}
    </Paper>
  );
}

/** /admin/listings: every listing by text, host, category and state; unpublish and restore with a reason. */
export function AdminListingsPage() {
  const { values, page, update } = useUrlQuery(filterKeys);
  const categories = useCategories();
  const state = isState(values.state) ? values.state : '';
  const listings = useAdminListings({
    search: values.search,
    host: values.host,
    category: values.category,
    state,
    sort: values.sort === 'oldest' ? 'oldest' : 'newest',
    page,
    limit,
  });
  const change = usePublicationChange();
  const [changing, setChanging] = useState<Change | null>(null);
  const filtered = Boolean(values.search || values.host || values.category || state);

  let content;
  if (listings.isPending) content = <RowsSkeleton />;
  else if (listings.isError) content = <LoadFailed what="Listings" onRetry={() => void listings.refetch()} />;
  else if (listings.data.count === 0)
    content = (
      <EmptyState
        icon={<SearchOffIcon fontSize="large" />}
        title={filtered ? 'No listings match these filters' : 'No listings yet'}
        text={filtered ? 'Try other words or clear the filters.' : 'Listings appear here as hosts create them.'}
        action={
          filtered ? (
            <Button onClick={() => update({ search: '', host: '', category: '', state: '' })}>Clear filters</Button>
          ) : undefined
        }
      />
    );
  else
    content = (
      <>
        <Paper
          variant="outlined"
          sx={{ borderRadius: '16px', overflow: 'hidden', opacity: listings.isPlaceholderData ? 0.6 : 1 }}
        >
          {listings.data.data.map((listing) => (
            <ListingRow key={listing.uuid} listing={listing} onChange={setChanging} />
          ))}
        </Paper>
        <ListPager
          page={page}
          limit={limit}
          count={listings.data.count}
          onPage={(next) => update({ page: next })}
          label="Listing pages"
        />
      </>
    );

  return (
    <>
      <AdminPageHeader
        title="Listings"
        subtitle={
          listings.data ? `${plural(listings.data.count, 'listing')} found` : 'Every listing on the marketplace'
        }
      />
      <FilterBar onClear={filtered ? () => update({ search: '', host: '', category: '', state: '' }) : undefined}>
        <TextFilter
          label="Search"
          placeholder="Title, text, address"
          value={values.search}
          onChange={(search) => update({ search })}
        />
        <TextFilter
          label="Host"
          placeholder="Name or email"
          value={values.host}
          onChange={(host) => update({ host })}
        />
        <SelectFilter
          label="Category"
          value={categories.data?.some((category) => category.uuid === values.category) ? values.category : ''}
          options={[
            { value: '', label: 'All categories' },
            ...(categories.data ?? []).map((category) => ({ value: category.uuid, label: category.name })),
          ]}
          onChange={(category) => update({ category })}
        />
        <SelectFilter label="State" value={state} options={stateOptions} onChange={(next) => update({ state: next })} />
        <SelectFilter
          label="Sort"
          value={values.sort === 'oldest' ? 'oldest' : ''}
          options={sortOptions}
          onChange={(sort) => update({ sort })}
        />
      </FilterBar>
      {content}
      {changing && (
        <ReasonDialog
          title={`${changing.action === 'unpublish' ? 'Unpublish' : 'Restore'} ${changing.listing.title}?`}
          confirmLabel={changing.action === 'unpublish' ? 'Unpublish' : 'Restore'}
          confirmColor={changing.action === 'unpublish' ? 'error' : 'primary'}
          requiredMessage={AdminMessages.reasonRequired}
          onClose={() => setChanging(null)}
          onConfirm={(reason) =>
            change.mutateAsync({ id: changing.listing.uuid, action: changing.action, reason: reason ?? '' })
          }
        >
          <Typography color="textSecondary">
            {changing.action === 'unpublish'
              ? 'It leaves search and cannot be booked until restored. Its host still sees it, with your reason.'
              : 'It becomes active again: back in search and bookable if it is approved.'}
          </Typography>
        </ReasonDialog>
      )}
    </>
  );
}
