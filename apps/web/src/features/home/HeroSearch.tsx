import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DeferredPlaceField } from '../../components/DeferredPlaceField.tsx';
import { CategorySelect } from '../../components/CategorySelect.tsx';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { todayIso } from '../../lib/date-rules.ts';
import { searchHref } from '../search/public.ts';

/** The hero's search (docs/product/screens.md Home): location, category, From and To; Search opens /listing with those filters. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [dates, setDates] = useState({ fromDate: '', toDate: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref({ categoryId, address, ...dates }));
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Find a space"
      onSubmit={submit}
      noValidate
      elevation={0}
      sx={{
        p: { xs: 1.5, md: 2.5 },
        borderRadius: 4,
        boxShadow: '0 24px 60px rgba(2, 44, 34, 0.35)',
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'minmax(0, 2.2fr) minmax(0, 1.5fr) minmax(0, 1.2fr) minmax(0, 1.2fr) auto',
        },
        alignItems: 'start',
        '& > *': { minWidth: 0 },
      }}
    >
      <Box sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}>
        <DeferredPlaceField
          id="hero-location"
          name="address"
          label="Location"
          value={address}
          onTextChange={setAddress}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}>
        <CategorySelect id="hero-category" value={categoryId} onChange={setCategoryId} />
      </Box>
      <DateRangeFields idPrefix="hero-dates" value={dates} onChange={setDates} today={todayIso()} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon />}
        sx={{ gridColumn: { xs: 'span 2', md: 'auto' }, height: 56, px: 4, fontSize: '1rem' }}
      >
        Search
      </Button>
    </Paper>
  );
}
