import type { AdminUser } from '@app/contract';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Email and phone verification as icons (green when verified) that say so in words to a screen reader. */
export function VerifiedMarks({
  person,
  withText = false,
}: {
  person: Pick<AdminUser, 'emailVerified' | 'phoneVerified'>;
  withText?: boolean;
}) {
  const marks = [
    { key: 'email', Icon: EmailOutlinedIcon, ok: person.emailVerified, label: 'Email' },
    { key: 'phone', Icon: PhoneIphoneOutlinedIcon, ok: person.phoneVerified, label: 'Phone' },
  ];
  return (
    <Stack direction="row" spacing={withText ? 2 : 0.75} sx={{ alignItems: 'center' }}>
      {marks.map(({ key, Icon, ok, label }) => {
        const text = `${label} ${ok ? 'verified' : 'not verified'}`;
        return withText ? (
          <Stack key={key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Icon fontSize="small" color={ok ? 'success' : 'disabled'} aria-hidden />
            <Typography variant="body2" color={ok ? 'text.primary' : 'text.secondary'}>
              {text}
            </Typography>
          </Stack>
        ) : (
          <Icon key={key} fontSize="small" color={ok ? 'success' : 'disabled'} titleAccess={text} />
        );
      })}
    </Stack>
  );
}
