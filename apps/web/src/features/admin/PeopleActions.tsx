import { UserStatus, type AdminUser } from '@app/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonAction } from './admin-people.api.ts';

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
        <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
          This is you
        </Typography>
      )}
    </Stack>
  );
}
