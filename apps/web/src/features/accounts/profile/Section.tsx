import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';

export function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}
