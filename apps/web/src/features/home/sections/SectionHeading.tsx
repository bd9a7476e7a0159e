import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A home section's h2, with an optional line under it and an action beside it. */
export function SectionHeading({
  id,
  title,
  text,
  action,
  centered,
}: {
  id: string;
  title: string;
  text?: string;
  action?: ReactNode;
  centered?: boolean;
}) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{
        alignItems: 'flex-end',
        justifyContent: centered ? 'center' : 'space-between',
        textAlign: centered ? 'center' : 'left',
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box>
        <Typography id={id} variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {title}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ mt: 0.75 }}>
            {text}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}
