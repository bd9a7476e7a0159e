import { UserStatus, type AdminUser } from '@app/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePersonAction, type PersonAction } from './admin-people.api.ts';
import { ReasonDialog } from './components/ReasonDialog.tsx';

export const isBlocked = (person: Pick<AdminUser, 'status'>) => person.status === UserStatus.BLOCKED;

/** The two actions an admin may take on an account; on their own account both are off ("This is you"). */
export function PeopleActions({
  person,
  self,
  onAction,
  size = 'small',
  direction = 'row',
}: {
  person: AdminUser;
  self: boolean;
  onAction: (action: PersonAction) => void;
  size?: 'small' | 'medium';
  direction?: 'row' | 'column';
}) {
  const blocked = isBlocked(person);
  return (
    <Stack direction={direction} sx={{ gap: 1, alignItems: direction === 'row' ? 'center' : 'stretch' }}>
      <Button
        size={size}
        variant="outlined"
        color={blocked ? 'primary' : 'error'}
        disabled={self}
        onClick={() => onAction(blocked ? 'unblock' : 'block')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {blocked ? 'Unblock' : 'Block'}
      </Button>
      <Button
        size={size}
        variant="outlined"
        disabled={self || (!person.admin && blocked)}
        onClick={() => onAction(person.admin ? 'demote' : 'promote')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {person.admin ? 'Remove admin' : 'Make admin'}
      </Button>
      {self && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          This is you
        </Typography>
      )}
    </Stack>
  );
}

const wording: Record<PersonAction, { title: (name: string) => string; text: string; confirm: string }> = {
  block: {
    title: (name) => `Block ${name}?`,
    text: 'They are signed out at once and cannot log in until you unblock them. Their listings leave search.',
    confirm: 'Block',
  },
  unblock: {
    title: (name) => `Unblock ${name}?`,
    text: 'They can log in again.',
    confirm: 'Unblock',
  },
  promote: {
    title: (name) => `Make ${name} an admin?`,
    text: 'They get full access to this console: approvals, people, bookings and money.',
    confirm: 'Make admin',
  },
  demote: {
    title: (name) => `Remove the admin role of ${name}?`,
    text: 'They lose access to this console.',
    confirm: 'Remove admin',
  },
};

/** The confirmation of an account action, with an optional reason; the server's refusal stays in the dialog. */
export function PeopleActionDialog({
  person,
  action,
  onClose,
}: {
  person: AdminUser;
  action: PersonAction;
  onClose: () => void;
}) {
  const mutation = usePersonAction();
  const words = wording[action];
  return (
    <ReasonDialog
      title={words.title(person.displayName)}
      confirmLabel={words.confirm}
      confirmColor={action === 'block' || action === 'demote' ? 'error' : 'primary'}
      onClose={onClose}
      onConfirm={(reason) => mutation.mutateAsync({ id: person.uuid, action, reason })}
    >
      <Typography color="text.secondary">{words.text}</Typography>
    </ReasonDialog>
  );
}
