import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';

export function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: 4 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>{children}</Box>
    </Paper>
  );
}
