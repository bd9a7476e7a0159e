import { Messages, type AdminListing } from '@app/contract';
import CheckIcon from '@mui/icons-material/Check';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../components/PageShell.tsx';
import { imageUrl } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import {
  useAdminListings,
  useApproveListing,
  useBulkApprove,
  useRejectListing,
  type BulkApproveResult,
} from './admin-listings.api.ts';
import { ApprovalPreview, previewTitleId } from './ApprovalPreview.tsx';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { formatDay, plural } from './components/format.ts';
import { ListPager } from './components/ListPager.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useUrlQuery } from './components/url-query.ts';
import { loadingRegion } from '../../components/loading-region';

// Loaded when first needed: the phone's full-screen preview and the rejection dialog (its text field and modal).
const PreviewDialog = lazy(() =>
  import('./ApprovalPreviewDialog.tsx').then((module) => ({ default: module.ApprovalPreviewDialog })),
);
const ReasonDialog = lazy(() =>
  import('./components/ReasonDialog.tsx').then((module) => ({ default: module.ReasonDialog })),
);

const limit = 50;
const noFilters = [] as const;

/** "Approved 2: A, B. Skipped 1 (no longer waiting): C." */
export function bulkResultText(result: BulkApproveResult, titleOf: (id: string) => string) {
  const names = (ids: string[]) => ids.map(titleOf).join(', ');
  const parts = [];
  if (result.approved.length) parts.push(`Approved ${result.approved.length}: ${names(result.approved)}.`);
  if (result.skipped.length)
    parts.push(`Skipped ${result.skipped.length} (no longer waiting): ${names(result.skipped)}.`);
  return parts.join(' ');
}

function QueueRow({
  listing,
  checked,
  selected,
  onCheck,
  onSelect,
}: {
  listing: AdminListing;
  checked: boolean;
  selected: boolean;
  onCheck: (checked: boolean) => void;
  onSelect: () => void;
}) {
  return (
    <ListItem disablePadding divider sx={{ alignItems: 'stretch' }}>
      <Checkbox
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select ${listing.title}` } }}
        sx={{ alignSelf: 'center', ml: 0.5 }}
      />
      <ListItemButton
        selected={selected}
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        sx={{ gap: 1.5, py: 1.25, pl: 1, alignItems: 'center' }}
      >
        <Box
          component="img"
          src={imageUrl(listing.image) || undefined}
          alt=""
          sx={{ width: 64, height: 48, borderRadius: '8px', objectFit: 'cover', bgcolor: 'grey.200', flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}>{listing.title}</Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {listing.host.displayName} · {listing.category.name}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            Submitted {formatDay(listing.createdAt)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

function QueueSkeleton() {
  return (
    <Paper {...loadingRegion('Loading the queue')} variant="outlined" sx={{ borderRadius: '16px', p: 2 }}>
      {[0, 1, 2, 3].map((key) => (
        <Stack key={key} direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.25 }}>
          <Skeleton variant="rounded" width={64} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="45%" />
          </Box>
        </Stack>
      ))}
    </Paper>
  );
}

/** /admin/approvals: listings waiting for approval, oldest first, with a full preview and the decisions. */
export function AdminApprovalsPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const { page, update } = useUrlQuery(noFilters);
  const queue = useAdminListings({ state: 'pending', sort: 'oldest', page, limit });
  const approve = useApproveListing();
  const reject = useRejectListing();
  const bulk = useBulkApprove();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<AdminListing | null>(null);

  const rows = queue.data?.data ?? [];
  const count = queue.data?.count ?? 0;
  // Side by side the oldest listing is open from the start; on phones the preview opens when a row is chosen.
  const previewed = rows.find((row) => row.uuid === selectedId) ?? (wide ? rows[0] : undefined);
  const chosen = rows.filter((row) => checked.has(row.uuid)).map((row) => row.uuid);
  const titleOf = (id: string) => rows.find((row) => row.uuid === id)?.title ?? 'a listing';

  /** After a decision: the next listing in the queue side by side, back to the list on phones. */
  const moveOn = (decided: AdminListing) => {
    const index = rows.findIndex((row) => row.uuid === decided.uuid);
    const next = rows[index + 1] ?? rows[index - 1];
    setSelectedId(wide && next ? next.uuid : null);
    setChecked((current) => new Set([...current].filter((id) => id !== decided.uuid)));
  };

  const approveOne = (listing: AdminListing) => approve.mutate(listing.uuid, { onSuccess: () => moveOn(listing) });

  const approveChosen = () =>
    bulk.mutate(chosen, {
      onSuccess: (body) => {
        const text = bulkResultText(body.data, titleOf);
        if (body.data.skipped.length) notify.warning(text);
        else notify.success(text);
        setChecked(new Set());
        if (previewed && body.data.approved.includes(previewed.uuid)) setSelectedId(null);
      },
    });

  const toggle = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChecked = rows.length > 0 && chosen.length === rows.length;

  const preview = previewed && (
    <ApprovalPreview
      key={previewed.uuid}
      listing={previewed}
      busy={approve.isPending}
      onApprove={() => approveOne(previewed)}
      onReject={() => setRejecting(previewed)}
    />
  );

  let content;
  if (queue.isPending) content = <QueueSkeleton />;
  else if (queue.isError) content = <LoadFailed what="The approval queue" onRetry={() => void queue.refetch()} />;
  else if (count === 0)
    content = (
      <EmptyState
        icon={<TaskAltIcon fontSize="large" />}
        title="No listings waiting for approval"
        text="New listings appear here as hosts submit them; the menu badge counts them."
      />
    );
  else
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(300px, 360px) minmax(0, 1fr)' },
        }}
      >
        <Box>
          <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
            <Stack
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                flexWrap: 'wrap',
                px: 1.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <FormControlLabel
                label="Select all"
                control={
                  <Checkbox
                    checked={allChecked}
                    indeterminate={chosen.length > 0 && !allChecked}
                    onChange={(event) => setChecked(new Set(event.target.checked ? rows.map((row) => row.uuid) : []))}
                  />
                }
              />
              <Button
                variant="contained"
                color="success"
                size="small"
                startIcon={<CheckIcon />}
                disabled={chosen.length === 0 || bulk.isPending}
                onClick={approveChosen}
              >
                Approve selected ({chosen.length})
              </Button>
            </Stack>
            <List disablePadding aria-label="Listings waiting for approval">
              {rows.map((row) => (
                <QueueRow
                  key={row.uuid}
                  listing={row}
                  checked={checked.has(row.uuid)}
                  selected={row.uuid === previewed?.uuid}
                  onCheck={(on) => toggle(row.uuid, on)}
                  onSelect={() => setSelectedId(row.uuid)}
                />
              ))}
            </List>
          </Paper>
          <ListPager
            page={page}
            limit={limit}
            count={count}
            onPage={(next) => update({ page: next })}
            label="Queue pages"
          />
        </Box>
        {wide && preview && (
          <Paper variant="outlined" sx={{ borderRadius: '16px', p: 3 }}>
            {preview}
          </Paper>
        )}
      </Box>
    );

  return (
    <>
      <AdminPageHeader
        title="Approvals"
        subtitle={
          queue.data
            ? `${plural(count, 'listing')} waiting, oldest first`
            : 'Listings waiting for approval, oldest first'
        }
      />
      {content}
      {!wide && previewed && (
        <Suspense fallback={null}>
          <PreviewDialog titleId={previewTitleId(previewed)} onClose={() => setSelectedId(null)}>
            {preview}
          </PreviewDialog>
        </Suspense>
      )}
      {rejecting && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={`Reject ${rejecting.title}?`}
            confirmLabel="Reject"
            confirmColor="error"
            requiredMessage={Messages.rejectionReasonRequired}
            onClose={() => setRejecting(null)}
            onConfirm={(reason) =>
              reject.mutateAsync({ id: rejecting.uuid, reason: reason ?? '' }).then(() => moveOn(rejecting))
            }
          >
            <Typography color="textSecondary">
              The host is told the reason and can edit the listing and submit it again.
            </Typography>
          </ReasonDialog>
        </Suspense>
      )}
    </>
  );
}
