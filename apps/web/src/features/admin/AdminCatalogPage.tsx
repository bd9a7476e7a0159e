import type { AdminAmenity, AdminCategory } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../components/PageShell.tsx';
import { useAdminCatalog, useDeleteCatalogItem, type CatalogKind } from './admin-catalog.api.ts';
import { CatalogItemDialog } from './CatalogItemDialog.tsx';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { ConfirmDialog } from './components/ConfirmDialog.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { stackedTableSx } from './components/stacked-table.ts';
import { TableSkeleton } from './components/TableSkeleton.tsx';
import { cannotDeleteText, inUse } from './catalog-usage.ts';

type Item = AdminCategory | AdminAmenity;

const nouns = {
  category: { one: 'category', many: 'Categories' },
  amenity: { one: 'amenity', many: 'Amenities' },
} as const;

function DeleteItem({ kind, item, onClose }: { kind: CatalogKind; item: Item; onClose: () => void }) {
  const remove = useDeleteCatalogItem(kind);
  // The server refuses while any listing uses it: say so instead of offering a Delete it would turn down.
  if (inUse(item)) {
    return (
      <ConfirmDialog
        open
        title={`Cannot delete ${nouns[kind].one} “${item.name}”`}
        text={cannotDeleteText(item)}
        pending={false}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title={`Delete ${nouns[kind].one} “${item.name}”?`}
      text="It disappears from search filters and listing forms at once. This cannot be undone."
      confirmLabel="Delete"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(item.uuid, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function CatalogSection({ kind }: { kind: CatalogKind }) {
  const list = useAdminCatalog(kind);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const { one, many } = nouns[kind];
  const headingId = `catalog-${kind}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h5">
          {many}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add {one}
        </Button>
      </Box>
      {list.isPending ? (
        <TableSkeleton label={`Loading ${many.toLowerCase()}`} rows={4} />
      ) : list.isError ? (
        <LoadFailed what={many} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<CategoryIcon fontSize="large" />}
          title={`No ${many.toLowerCase()} yet`}
          text={`Add the first ${one}; hosts choose from this list when they describe a listing.`}
        />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '16px' }}>
          <Table aria-labelledby={headingId} sx={stackedTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                {kind === 'category' && <TableCell>Slots</TableCell>}
                {kind === 'category' && <TableCell>Slot prefix</TableCell>}
                <TableCell align="right">Listings</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((item) => (
                <TableRow key={item.uuid} hover>
                  <TableCell component="th" scope="row" data-wide sx={{ fontWeight: 600 }}>
                    {item.name}
                  </TableCell>
                  {'slots' in item && <TableCell data-label="Slots">{item.slots ? 'Yes' : 'No'}</TableCell>}
                  {'slots' in item && <TableCell data-label="Slot prefix">{item.slotPrefix ?? '—'}</TableCell>}
                  <TableCell data-label="Listings" align="right">
                    {item.listingCount}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(item)}
                      aria-label={`Delete ${item.name}`}
                    >
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <CatalogItemDialog kind={kind} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteItem kind={kind} item={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}

/** /admin/catalog: the categories and amenities hosts choose from. */
export function AdminCatalogPage() {
  return (
    <>
      <AdminPageHeader
        title="Catalog"
        subtitle="Categories and amenities hosts choose from. One in use by a listing cannot be deleted."
      />
      <CatalogSection kind="category" />
      <CatalogSection kind="amenity" />
    </>
  );
}
