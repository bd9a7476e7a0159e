import type { AdminUser } from '@app/contract';
import Typography from '@mui/material/Typography';
import { usePersonAction, type PersonAction } from './admin-people.api.ts';
import { ReasonDialog } from './components/ReasonDialog.tsx';

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
      <Typography color="textSecondary">{words.text}</Typography>
    </ReasonDialog>
  );
}
