import { Messages, type Block, type VenueDetail } from '@app/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput.tsx';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/PageShell.tsx';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { ApiError } from '../../../lib/api.ts';
import { BlockDialog } from './BlockDialog.tsx';
import { blockSlotsText, formatBlockEnd, formatBlockStart } from './block-rules.ts';
import { useDeleteBlock } from '../api/delete-block.ts';
import { useBlocks } from '../api/get-blocks.ts';
import { useHostedVenue } from '../api/get-hosted-venue.ts';
import type { BlockFilter } from '../api/keys.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { loadingRegion } from '../../../components/loading-region';
import { timeZoneName } from '../../../lib/time-zone.ts';
import { BackToListings } from '../BackToListings.tsx';

const noFilter: BlockFilter = { fromDate: '', toDate: '' };

function LoadingBlocks() {
  return (
    <Stack {...loadingRegion('Loading blocked dates')} spacing={1.5}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={76} />
      ))}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

function BlockRow({
  block,
  slotName,
  onEdit,
  onDelete,
}: {
  block: Block;
  slotName: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const from = formatBlockStart(block.from);
  const to = formatBlockEnd(block.to);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Block from ${from} to ${to}`}
      sx={{
        p: 2,
        borderRadius: '16px',
        display: 'grid',
        gap: 2,
        // Labels on one line when a value wraps ("Thu 24 Dec 2026, end of day" on a phone); the buttons centred.
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr)',
          md: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr) auto',
        },
      }}
    >
      <Field label="From" value={from} />
      <Field label="To" value={to} />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Field label="Blocked slots" value={blockSlotsText(block.slots, slotName)} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, alignSelf: 'center' }}>
        <Button variant="outlined" startIcon={<EditOutlinedIcon aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon aria-hidden />} onClick={onDelete}>
          Delete
        </Button>
      </Stack>
    </Paper>
  );
}

function DeleteBlockDialog({ venueId, block, onClose }: { venueId: string; block: Block; onClose: () => void }) {
  const titleId = useId();
  const remove = useDeleteBlock(venueId);
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Delete this block?</DialogTitle>
      <DialogContent>
        <Typography>
          {formatBlockStart(block.from)} – {formatBlockEnd(block.to)}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          These hours become bookable again where the schedule opens them.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          Keep block
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={remove.isPending}
          onClick={() => remove.mutate(block.uuid, { onSuccess: onClose })}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Filters({ applied, onApply }: { applied: BlockFilter; onApply: (filter: BlockFilter) => void }) {
  const [typed, setTyped] = useState<BlockFilter>(applied);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.fromDate && typed.toDate && typed.toDate < typed.fromDate) {
      setError(Messages.searchToBeforeFrom);
      return;
    }
    setError(undefined);
    onApply(typed);
  };
  const clear = () => {
    setTyped(noFilter);
    setError(undefined);
    onApply(noFilter);
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={submit}
      aria-label="Filter blocked dates"
      sx={{
        p: 2,
        mb: 3,
        borderRadius: '16px',
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto auto' },
        // Two native date inputs side by side on a phone need every pixel for mm/dd/yyyy and the picker icon.
        '& input': { px: { xs: 1.25, md: 1.75 } },
      }}
    >
      <TextInput
        id="blocks-filter-from"
        type="date"
        label="From"
        size="small"
        value={typed.fromDate}
        onChange={(event) => setTyped({ ...typed, fromDate: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextInput
        id="blocks-filter-to"
        type="date"
        label="To"
        size="small"
        value={typed.toDate}
        error={Boolean(error)}
        helperText={error}
        onChange={(event) => setTyped({ ...typed, toDate: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        Search
      </Button>
      <Button onClick={clear} variant="outlined" sx={{ height: 40 }}>
        Clear
      </Button>
    </Paper>
  );
}

type Editing = { block?: Block } | null;

function Blocks({ venue }: { venue: VenueDetail }) {
  const [filter, setFilter] = useState<BlockFilter>(noFilter);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Block | null>(null);
  const blocks = useBlocks(venue.uuid, filter);
  const slotName = venue.category.slotPrefix || 'Slot';
  const filtered = Boolean(filter.fromDate || filter.toDate);
  const count = blocks.data?.length;

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4">
            Blocked Dates
          </Typography>
          <Typography sx={{ mt: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>{venue.title}</Typography>
          <Typography color="textSecondary" aria-live="polite">
            {count === undefined
              ? 'Loading blocked dates…'
              : `${count} ${count === 1 ? 'block' : 'blocks'}${filtered ? ' in this range' : ''}`}{' '}
            · Times in {timeZoneName(venue.timezone)}
          </Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddIcon aria-hidden />}
          onClick={() => setEditing({})}
          sx={{ flexShrink: 0 }}
        >
          Add a block
        </Button>
      </Stack>

      <Filters applied={filter} onApply={setFilter} />

      {blocks.isPending ? (
        <LoadingBlocks />
      ) : blocks.isError ? (
        <LoadFailed what="Blocked dates" onRetry={() => void blocks.refetch()} />
      ) : blocks.data.length === 0 ? (
        <EmptyState
          icon={<EventBusyOutlinedIcon fontSize="large" />}
          title={Messages.noBlocksFound}
          text={
            filtered
              ? 'No block overlaps these dates. Clear the filter to see every block.'
              : 'Block hours you cannot host, for the whole listing or for some slots: guests will not be able to book them.'
          }
        />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Blocked dates">
          {blocks.data.map((block) => (
            <BlockRow
              key={block.uuid}
              block={block}
              slotName={slotName}
              onEdit={() => setEditing({ block })}
              onDelete={() => setDeleting(block)}
            />
          ))}
        </Stack>
      )}

      {editing && <BlockDialog venue={venue} block={editing.block} onClose={() => setEditing(null)} />}
      {deleting && <DeleteBlockDialog venueId={venue.uuid} block={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/** /blockedDates/{id}: a listing's blocks (docs/product/screens.md#blocked-dates-and-the-block-dialog, docs/product/wire-contract.md#schedules-and-blocks). */
export function BlockedDatesPage() {
  const { id = '' } = useParams();
  const venue = useHostedVenue(id);
  usePageTitle(venue.data ? `Blocked Dates · ${venue.data.title}` : 'Blocked Dates');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <BackToListings />
      {venue.isPending ? (
        <Box {...loadingRegion('Loading the listing')}>
          <Skeleton width={260} height={48} />
          <Skeleton width={200} />
          <Skeleton width={240} sx={{ mb: 3 }} />
          <LoadingBlocks />
        </Box>
      ) : venue.isError ? (
        venue.error instanceof ApiError && venue.error.status === 404 ? (
          <EmptyState
            icon={<EventBusyOutlinedIcon fontSize="large" />}
            title={Messages.listingNotFound}
            text="It may have been deleted. Your listings are in Manage Listings."
            action={
              <Button component={RouterLink} to="/managelistings" variant="contained">
                Manage Listings
              </Button>
            }
          />
        ) : (
          <LoadFailed what="This listing" onRetry={() => void venue.refetch()} />
        )
      ) : (
        <Blocks venue={venue.data} />
      )}
    </Container>
  );
}
