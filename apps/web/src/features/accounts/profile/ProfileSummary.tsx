import { type SessionUser } from '@app/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { imageUrl } from '../../../lib/api.ts';

function VerifiedChip({ verified }: { verified: boolean }) {
  return verified ? (
    <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label="Verified" />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label="Not verified" />
  );
}

export function ProfileSummary({ user }: { user: SessionUser }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 4, textAlign: 'center', position: { md: 'sticky' }, top: 96 }}>
      <Avatar
        src={imageUrl(user.displayImage?.path) || undefined}
        alt=""
        sx={{ width: 96, height: 96, mx: 'auto', mb: 1.5, fontSize: 38, bgcolor: 'primary.light' }}
      >
        {user.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {user.displayName}
      </Typography>
      <Chip
        size="small"
        label={user.host ? 'Host' : 'Guest'}
        color={user.host ? 'primary' : 'default'}
        sx={{ mt: 0.75, mb: 2 }}
      />
      <Divider sx={{ mb: 2 }} />
      <Stack spacing={1.5} sx={{ textAlign: 'left' }}>
        <SummaryRow label="Email" value={user.email} status={<VerifiedChip verified={user.emailVerified} />} />
        <SummaryRow label="Phone" value={user.phone || '—'} status={<VerifiedChip verified={user.phoneVerified} />} />
      </Stack>
      {!user.host && (
        <Button component={RouterLink} to="/becomeahost" variant="outlined" fullWidth sx={{ mt: 3 }}>
          Become a host
        </Button>
      )}
    </Paper>
  );
}

function SummaryRow({ label, value, status }: { label: string; value: string; status: ReactNode }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.25 }}>
        <Typography variant="caption" color="textSecondary">
          {label}
        </Typography>
        {status}
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
