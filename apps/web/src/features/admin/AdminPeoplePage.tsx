import { AdminUserRoles, UserStatus, type AdminUser } from '@app/contract';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../components/PageShell.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { useAdminPeople, type AdminPeopleFilters, type PersonAction } from './admin-people.api.ts';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { EmailText } from './components/EmailText.tsx';
import { FilterBar, SelectFilter } from './components/FilterBar.tsx';
import { formatDay, plural } from './components/format.ts';
import { ListPager } from './components/ListPager.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { TextFilter } from './components/TextFilter.tsx';
import { useUrlQuery } from './components/url-query.ts';
import { isBlocked, PeopleActions } from './PeopleActions.tsx';
import { roleLabels } from './people-format.ts';
import { VerifiedMarks } from './PeopleVerifiedMarks.tsx';
import { loadingRegion } from '../../components/loading-region';

// The drawer and the confirmation load when first opened: with their modal they are a sixth of the page's code.
const PeopleDrawer = lazy(() => import('./PeopleDrawer.tsx').then((module) => ({ default: module.PeopleDrawer })));
const PeopleActionDialog = lazy(() =>
  import('./PeopleActionDialog.tsx').then((module) => ({ default: module.PeopleActionDialog })),
);

const limit = 20;
const filterKeys = ['search', 'role', 'status'] as const;
const roleNames: Record<(typeof AdminUserRoles)[number], string> = {
  admin: 'Admins',
  host: 'Hosts',
  customer: 'Customers only',
};
const roleOptions = [
  { value: '', label: 'All roles' },
  ...AdminUserRoles.map((role) => ({ value: role, label: roleNames[role] })),
];
const statusOptions = [
  { value: '', label: 'All' },
  { value: String(UserStatus.ACTIVE), label: 'Active' },
  { value: String(UserStatus.BLOCKED), label: 'Blocked' },
];
const isRole = (value: string): value is NonNullable<AdminPeopleFilters['role']> =>
  (AdminUserRoles as readonly string[]).includes(value);

const columns = ['Name', 'Phone', 'Roles', 'Verified', 'Joined', 'Listings', 'Bookings', 'Status', 'Actions'];

interface PersonViewProps {
  person: AdminUser;
  self: boolean;
  onOpen: () => void;
  onAction: (action: PersonAction) => void;
}

/** Role chips (Admin, Host) and the Blocked chip. */
function PersonChips({ person, withStatus = true }: { person: AdminUser; withStatus?: boolean }) {
  return (
    <>
      {roleLabels(person).map((role) => (
        <Chip key={role} label={role} size="small" color={role === 'Admin' ? 'secondary' : 'default'} />
      ))}
      {withStatus && isBlocked(person) && <Chip label="Blocked" size="small" color="error" />}
    </>
  );
}

function PersonRow({ person, self, onOpen, onAction }: PersonViewProps) {
  return (
    <TableRow hover selected={self}>
      <TableCell sx={{ minWidth: 180, maxWidth: 260, wordBreak: 'break-word' }}>
        <Link component="button" type="button" onClick={onOpen} sx={{ fontWeight: 600, textAlign: 'left' }}>
          {person.displayName}
        </Link>
        <Typography variant="body2" color="textSecondary">
          <EmailText email={person.email} />
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{person.phone ?? '—'}</TableCell>
      <TableCell>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          <PersonChips person={person} withStatus={false} />
        </Stack>
      </TableCell>
      <TableCell>
        <VerifiedMarks person={person} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(person.createdAt)}</TableCell>
      <TableCell align="right">{person.listingCount}</TableCell>
      <TableCell align="right">{person.bookingCount}</TableCell>
      <TableCell>{isBlocked(person) ? <Chip label="Blocked" size="small" color="error" /> : 'Active'}</TableCell>
      <TableCell>
        <PeopleActions person={person} self={self} onAction={onAction} direction="column" />
      </TableCell>
    </TableRow>
  );
}

/** A person on a phone: the table's facts stacked in a card. */
function PersonCard({ person, self, onOpen, onAction }: PersonViewProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: '14px', listStyle: 'none' }}>
      <Link component="button" type="button" onClick={onOpen} sx={{ fontWeight: 600, textAlign: 'left' }}>
        {person.displayName}
      </Link>
      <Typography variant="body2" color="textSecondary">
        <EmailText email={person.email} />
        {' · '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {person.phone ?? 'No phone'}
        </Box>
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <PersonChips person={person} />
        <VerifiedMarks person={person} />
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        Joined {formatDay(person.createdAt)} · {plural(person.listingCount, 'listing')} ·{' '}
        {plural(person.bookingCount, 'booking')}
      </Typography>
      <PeopleActions person={person} self={self} onAction={onAction} />
    </Paper>
  );
}

function TableSkeleton() {
  return (
    <Paper {...loadingRegion('Loading people')} variant="outlined" sx={{ borderRadius: '16px', p: 2 }}>
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} height={44} />
      ))}
    </Paper>
  );
}

/** /admin/people: every account by name, email or phone; roles, verification, activity; block and admin role. */
export function AdminPeoplePage() {
  const me = useSessionUser();
  const theme = useTheme();
  // The table needs some 900 px; phones get the same facts as cards.
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { values, page, update } = useUrlQuery(filterKeys);
  const role = isRole(values.role) ? values.role : '';
  const status = values.status === '1' || values.status === '2' ? values.status : '';
  const people = useAdminPeople({ search: values.search, role, status, page, limit });
  const [openId, setOpenId] = useState<string | null>(null);
  const [pending, setPending] = useState<{ person: AdminUser; action: PersonAction } | null>(null);
  const filtered = Boolean(values.search || role || status);
  const clear = () => update({ search: '', role: '', status: '' });
  const rows = people.data?.data ?? [];
  const opened = rows.find((person) => person.uuid === openId);
  const viewProps = (person: AdminUser): PersonViewProps => ({
    person,
    self: person.uuid === me?.uuid,
    onOpen: () => setOpenId(person.uuid),
    onAction: (action) => setPending({ person, action }),
  });

  let content;
  if (people.isPending) content = <TableSkeleton />;
  else if (people.isError) content = <LoadFailed what="People" onRetry={() => void people.refetch()} />;
  else if (people.data.count === 0)
    content = (
      <EmptyState
        icon={<PersonSearchOutlinedIcon fontSize="large" />}
        title={filtered ? 'Nobody matches these filters' : 'No accounts yet'}
        text={filtered ? 'Try a part of the name, email or phone number.' : 'Accounts appear here as people sign up.'}
        action={filtered ? <Button onClick={clear}>Clear filters</Button> : undefined}
      />
    );
  else
    content = (
      <>
        {phone ? (
          <Stack component="ul" aria-label="People" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {rows.map((person) => (
              <PersonCard key={person.uuid} {...viewProps(person)} />
            ))}
          </Stack>
        ) : (
          <TableContainer
            component={Paper}
            variant="outlined"
            sx={{ borderRadius: '16px', opacity: people.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table
              size="small"
              aria-label="People"
              sx={{
                minWidth: 900,
                '& th, & td': { px: 1.25 },
                '& th:first-of-type, & td:first-of-type': { pl: 2 },
                '& th:last-of-type, & td:last-of-type': { pr: 2 },
              }}
            >
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell
                      key={column}
                      align={column === 'Listings' || column === 'Bookings' ? 'right' : 'left'}
                      sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                    >
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((person) => (
                  <PersonRow key={person.uuid} {...viewProps(person)} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <ListPager
          page={page}
          limit={limit}
          count={people.data.count}
          onPage={(next) => update({ page: next })}
          label="People pages"
        />
      </>
    );

  return (
    <>
      <AdminPageHeader
        title="People"
        subtitle={people.data ? `${plural(people.data.count, 'account')} found` : 'Every account on the marketplace'}
      />
      <FilterBar onClear={filtered ? clear : undefined}>
        <TextFilter
          label="Search"
          placeholder="Name, email, phone"
          value={values.search}
          onChange={(search) => update({ search })}
        />
        <SelectFilter label="Role" value={role} options={roleOptions} onChange={(next) => update({ role: next })} />
        <SelectFilter
          label="Status"
          value={status}
          options={statusOptions}
          onChange={(next) => update({ status: next })}
        />
      </FilterBar>
      {content}
      {opened && (
        <Suspense fallback={null}>
          <PeopleDrawer
            person={opened}
            self={opened.uuid === me?.uuid}
            onAction={(action) => setPending({ person: opened, action })}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
      {pending && (
        <Suspense fallback={null}>
          <PeopleActionDialog person={pending.person} action={pending.action} onClose={() => setPending(null)} />
        </Suspense>
      )}
    </>
  );
}
