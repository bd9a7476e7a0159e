import CelebrationIcon from '@mui/icons-material/Celebration';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { anchorSx } from './anchor.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { belowTheFold } from './below-the-fold.ts';

/** The four steps from search to the visit (the /#HowWeWork anchor). */
export function HowWeWorkSection() {
  return (
    <Box
      component="section"
      id="HowWeWork"
      aria-labelledby="how-title"
      sx={{
        ...anchorSx,
        ...belowTheFold({ xs: 1000, md: 360 }),
        mt: { xs: 7, md: 10 },
        py: { xs: 6, md: 9 },
        bgcolor: '#ecf6f4',
      }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="how-title"
          title="How We Work"
          text="From search to the first splash in four simple steps."
          centered
        />
        <Steps
          steps={[
            {
              icon: <SearchIcon />,
              title: 'Search nearby',
              text: 'Filter by place, radius, category and dates to find spaces that are free when you are.',
            },
            {
              icon: <EventAvailableIcon />,
              title: 'Pick your hours',
              text: 'Choose the days and the exact hours you need, and how many guests are coming.',
            },
            {
              icon: <CreditCardIcon />,
              title: 'Book and pay securely',
              text: 'Pay by card in seconds. Your booking is confirmed by email right away.',
            },
            {
              icon: <CelebrationIcon />,
              title: 'Enjoy the space',
              text: 'Show up and make the most of it — then leave a review to help the next guest.',
            },
          ]}
        />
      </Container>
    </Box>
  );
}

function Steps({ steps }: { steps: { icon: ReactNode; title: string; text: string }[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{ bgcolor: 'background.paper', borderRadius: 4, p: 3, boxShadow: '0 6px 20px rgba(15, 23, 42, 0.06)' }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Box
              sx={{
                width: 52,
                height: 52,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'common.white',
                '& svg': { fontSize: 28 },
              }}
            >
              {step.icon}
            </Box>
            <Typography aria-hidden sx={{ fontSize: '2.25rem', fontWeight: 800, color: '#4d9b93' }}>
              {String(index + 1).padStart(2, '0')}
            </Typography>
          </Stack>
          <Typography variant="h6" component="h3" gutterBottom>
            {step.title}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ lineHeight: 1.7 }}>
            {step.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
