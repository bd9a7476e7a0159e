import type { PolicySummary } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/PageShell.tsx';
import { useAdminPolicies, useDeletePolicy } from './admin-content.api.ts';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { ConfirmDialog } from './components/ConfirmDialog.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { TableSkeleton } from './components/TableSkeleton.tsx';
import { useUrlQuery } from './components/url-query.ts';
import { PolicyForm } from './PolicyForm.tsx';

function DeletePolicy({ policy, onClose }: { policy: PolicySummary; onClose: () => void }) {
  const remove = useDeletePolicy();
  return (
    <ConfirmDialog
      open
      title={`Delete “${policy.title}”?`}
      text="It leaves the site's footer at once, and its page shows “Policy not found”. This cannot be undone."
      confirmLabel="Delete"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(policy.uuid, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function PolicyList({ onOpen }: { onOpen: (id: string) => void }) {
  const policies = useAdminPolicies();
  const [deleting, setDeleting] = useState<PolicySummary | null>(null);
  if (policies.isPending) return <TableSkeleton label="Loading policies" rows={4} />;
  if (policies.isError) {
    return <LoadFailed what="Policies" error={policies.error} onRetry={() => void policies.refetch()} />;
  }
  if (policies.data.length === 0) {
    return (
      <EmptyState
        icon={<DescriptionIcon fontSize="large" />}
        title="No policies yet"
        text="Policies (terms, privacy, cancellations…) are listed in the site's footer. Write the first one."
        action={
          <Button variant="contained" onClick={() => onOpen('new')}>
            New policy
          </Button>
        }
      />
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label="Policies" sx={{ m: 0, p: 0 }}>
      {policies.data.map((policy) => (
        <Paper
          key={policy.uuid}
          component="li"
          variant="outlined"
          sx={{
            listStyle: 'none',
            p: 2,
            borderRadius: '16px',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {policy.title}
            </Typography>
            <Link component={RouterLink} to={`/policy/${encodeURIComponent(policy.uuid)}`} variant="body2">
              View on site
            </Link>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" onClick={() => onOpen(policy.uuid)} aria-label={`Edit ${policy.title}`}>
              Edit
            </Button>
            <Button color="error" onClick={() => setDeleting(policy)} aria-label={`Delete ${policy.title}`}>
              Delete
            </Button>
          </Box>
        </Paper>
      ))}
      {deleting && <DeletePolicy policy={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

/** /admin/policies: the site's policies; `?policy=<id>` (or `new`) opens the editor. */
export function AdminPoliciesPage() {
  const { values, update } = useUrlQuery(['policy'] as const);
  const open = (id: string) => update({ policy: id });
  // A policy just created keeps the form it was written in (and its "saved" note) when its id enters the URL.
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Policies"
        subtitle="Terms and rules shown in the site's footer. HTML is sanitised when saved."
        actions={
          !values.policy && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
              New policy
            </Button>
          )
        }
      />
      {values.policy ? (
        <PolicyForm
          key={values.policy === created ? 'new' : values.policy}
          id={values.policy === 'new' ? null : values.policy}
          onBack={() => update({ policy: null })}
          onCreated={(id) => {
            setCreated(id);
            update({ policy: id }, { replace: true });
          }}
        />
      ) : (
        <PolicyList onOpen={open} />
      )}
    </>
  );
}
