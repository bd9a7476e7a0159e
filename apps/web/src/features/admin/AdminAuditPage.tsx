import { AuditActions, AuditTargetTypes, type AuditEntry } from '@app/contract';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TextInput } from '../../components/TextInput.tsx';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/PageShell.tsx';
import { useAudit } from './admin-audit.api.ts';
import { auditActionLabels, auditTargetLabels, auditTargetPath } from './audit-labels.ts';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { ListPager } from './components/ListPager.tsx';
import { formatInstant } from './components/format.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { stackedTableSx } from './components/stacked-table.ts';
import { TableSkeleton } from './components/TableSkeleton.tsx';
import { useUrlQuery } from './components/url-query.ts';
import { formatPrice } from '../../components/Price.tsx';

const filterKeys = ['action', 'targetType', 'targetId', 'actor', 'from', 'to'] as const;
const pageSize = 25;

/** Amounts (`…Cents`) read as money; before/after snapshots as indented JSON. */
function valueText(key: string, value: unknown) {
  if (typeof value === 'number' && key.endsWith('Cents')) return formatPrice(value);
  return value !== null && typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);
}

function Details({ details }: { details: AuditEntry['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <Typography color="textSecondary">No further details.</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: 1 }}>
      {entries.map(([key, value]) => (
        <Fragment key={key}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {key}
          </Typography>
          <Box
            component="dd"
            sx={{ m: 0, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {valueText(key, value)}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const path = auditTargetPath(entry);
  return (
    <>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
        {auditTargetLabels[entry.targetType]}
      </Typography>
      {path ? (
        <Link component={RouterLink} to={path} sx={{ overflowWrap: 'anywhere' }}>
          {entry.targetLabel}
        </Link>
      ) : (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {entry.targetLabel}
        </Box>
      )}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = `audit-details-${entry.uuid}`;
  return (
    <>
      <TableRow hover sx={open ? { '& > td': { borderBottom: 0 } } : undefined}>
        <TableCell data-label="When" sx={{ whiteSpace: { sm: 'nowrap' } }}>
          {formatInstant(entry.at)}
        </TableCell>
        <TableCell data-label="Who">
          {entry.actor ? (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {entry.actor.displayName}
              </Box>
              <Typography component="span" variant="body2" color="textSecondary">
                {entry.actor.email}
              </Typography>
            </>
          ) : (
            <Typography component="span" variant="body2" color="textSecondary">
              Deleted account
            </Typography>
          )}
        </TableCell>
        <TableCell data-label="Action" sx={{ fontWeight: 600 }}>
          {auditActionLabels[entry.action] ?? entry.action}
        </TableCell>
        <TableCell data-label="Target">
          <Target entry={entry} />
        </TableCell>
        <TableCell data-label="Reason" sx={{ maxWidth: { sm: 260 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.reason ?? '—'}
        </TableCell>
        <TableCell align="right">
          <Button size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? 'Hide details' : 'Details'}
          </Button>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow id={detailsId}>
          <TableCell colSpan={6} data-wide sx={{ bgcolor: 'grey.50' }}>
            <Details details={entry.details} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

type Filters = Record<(typeof filterKeys)[number], string>;

function AuditFilters({ values, onChange }: { values: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const filtered = filterKeys.some((key) => values[key]);
  return (
    <Paper
      role="search"
      aria-label="Filter the audit log"
      variant="outlined"
      sx={{
        p: 2,
        mb: 3,
        borderRadius: '16px',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.2fr 1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextInput
        select
        label="Action"
        size="small"
        value={values.action}
        onChange={(event) => onChange({ action: event.target.value })}
      >
        <option value="">All actions</option>
        {AuditActions.map((action) => (
          <option key={action} value={action}>
            {auditActionLabels[action]}
          </option>
        ))}
      </TextInput>
      <TextInput
        select
        label="Target type"
        size="small"
        value={values.targetType}
        onChange={(event) => onChange({ targetType: event.target.value })}
      >
        <option value="">All types</option>
        {AuditTargetTypes.map((type) => (
          <option key={type} value={type}>
            {auditTargetLabels[type]}
          </option>
        ))}
      </TextInput>
      <TextInput
        label="From"
        type="date"
        size="small"
        value={values.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextInput
        label="To"
        type="date"
        size="small"
        value={values.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {filtered && (
        <Button
          onClick={() => onChange({ action: '', targetType: '', targetId: '', actor: '', from: '', to: '' })}
          sx={{ alignSelf: 'center' }}
        >
          Clear
        </Button>
      )}
      {(values.targetId || values.actor) && (
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {values.targetId && (
            <Chip label="One target only" onDelete={() => onChange({ targetId: '' })} aria-label="Show every target" />
          )}
          {values.actor && (
            <Chip label="One admin only" onDelete={() => onChange({ actor: '' })} aria-label="Show every admin" />
          )}
        </Box>
      )}
    </Paper>
  );
}

/** /admin/audit: every admin action, who did it, when and why. */
export function AdminAuditPage() {
  const { values, page, update } = useUrlQuery(filterKeys);
  const audit = useAudit({ ...values, page, limit: pageSize });
  return (
    <>
      <AdminPageHeader title="Audit log" subtitle="Every admin action: who did what, when and why. Newest first." />
      <AuditFilters values={values} onChange={update} />
      {audit.isPending ? (
        <TableSkeleton label="Loading the audit log" />
      ) : audit.isError ? (
        <LoadFailed what="The audit log" error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.data.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon fontSize="large" />}
          title="Nothing recorded"
          text={
            filterKeys.some((key) => values[key])
              ? 'No admin action matches these filters.'
              : 'Admin actions (approvals, blocks, cancellations, catalog and policy edits…) will be listed here.'
          }
        />
      ) : (
        <Box sx={{ opacity: audit.isPlaceholderData ? 0.6 : 1 }}>
          <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '16px' }}>
            <Table aria-label="Audit log" sx={stackedTableSx}>
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>Target</TableCell>
                  <TableCell>Reason</TableCell>
                  <TableCell align="right">Details</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {audit.data.data.map((entry) => (
                  <AuditRow key={entry.uuid} entry={entry} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPager
            label="Audit log pages"
            page={page}
            limit={pageSize}
            count={audit.data.count}
            onPage={(next) => update({ page: next })}
          />
        </Box>
      )}
    </>
  );
}
