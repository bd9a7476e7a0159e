import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import UndoIcon from '@mui/icons-material/Undo';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent } from 'react';
import { DeferredPlaceField } from '../../components/DeferredPlaceField.tsx';
import { CategorySelect } from '../../components/CategorySelect.tsx';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { radiusChoices, type SearchFilters } from './search-params.ts';

/** Counts the filters that narrow the results, for the phone's collapsed "Filters" button. */
export const activeFilterCount = (filters: SearchFilters) =>
  [filters.search, filters.address, filters.categoryId, filters.fromDate || filters.toDate].filter(Boolean).length;

/**
 * The filters of docs/product/screens.md#listing-search: name, From/To dates, location, radius and category, with Search and Undo
 * Filter. On a phone they fold away behind a "Filters" button so the results come first.
 */
export function SearchFiltersPanel({
  draft,
  onDraftChange,
  onSearch,
  onUndo,
  appliedCount,
  collapsible,
  today,
}: {
  draft: SearchFilters;
  onDraftChange: (next: SearchFilters) => void;
  onSearch: () => void;
  onUndo: () => void;
  /** Active filters of the search on screen. */
  appliedCount: number;
  collapsible: boolean;
  today: string;
}) {
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<SearchFilters>) => onDraftChange({ ...draft, ...patch });
  const radiusOptions = radiusChoices.some((choice) => choice === draft.radius)
    ? radiusChoices
    : [...radiusChoices, draft.radius].sort((a, b) => a - b);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (collapsible) setOpen(false);
    onSearch();
  };

  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 1.5, md: 2.5 }, boxShadow: '0 8px 24px rgba(15, 23, 42, 0.06)' }}
    >
      {collapsible && (
        <Button
          fullWidth
          color="inherit"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="search-filters"
          startIcon={
            <Badge color="primary" badgeContent={appliedCount} invisible={appliedCount === 0}>
              <TuneIcon />
            </Badge>
          }
          sx={{ justifyContent: 'flex-start', py: 1, fontSize: '1rem' }}
        >
          {open ? 'Hide filters' : appliedCount ? 'Filters' : 'Search and filters'}
        </Button>
      )}
      <Collapse in={!collapsible || open} timeout={collapsible ? 'auto' : 0}>
        <Box
          component="form"
          id="search-filters"
          role="search"
          aria-label="Search filters"
          onSubmit={submit}
          noValidate
          sx={{
            display: 'grid',
            gap: 2,
            pt: collapsible ? 1.5 : 0,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(12, minmax(0, 1fr))' },
            '& > *': { minWidth: 0 },
          }}
        >
          <Box sx={{ gridColumn: { xs: 'span 2', md: 'span 4' } }}>
            <TextInput
              id="search-name"
              name="search"
              label="Name"
              placeholder="Rooftop, pool, tennis…"
              value={draft.search}
              onChange={(event) => set({ search: event.target.value })}
              slotProps={{
                inputLabel: { shrink: true },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 2', md: 'span 4' } }}>
            <DeferredPlaceField
              id="search-location"
              name="address"
              label="Location"
              value={draft.address}
              onTextChange={(address) => set({ address })}
            />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 1', md: 'span 2' } }}>
            <TextInput
              select
              id="search-radius"
              name="r"
              label="Radius"
              value={String(draft.radius)}
              onChange={(event) => set({ radius: Number(event.target.value) })}
            >
              {radiusOptions.map((miles) => (
                <option key={miles} value={miles}>
                  {miles} miles
                </option>
              ))}
            </TextInput>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 1', md: 'span 2' } }}>
            <CategorySelect value={draft.categoryId} onChange={(categoryId) => set({ categoryId })} />
          </Box>
          <Box
            sx={{
              gridColumn: { xs: 'span 2', md: 'span 5', lg: 'span 4' },
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              gap: 2,
              alignItems: 'start',
            }}
          >
            <DateRangeFields
              idPrefix="search-dates"
              today={today}
              value={{ fromDate: draft.fromDate, toDate: draft.toDate }}
              onChange={(range) => set(range)}
            />
          </Box>
          <Box
            sx={{
              gridColumn: { xs: 'span 2', md: 'span 7', lg: 'span 8' },
              display: 'flex',
              gap: 1.5,
              justifyContent: 'flex-end',
              alignItems: 'flex-start',
            }}
          >
            <Button
              type="button"
              variant="outlined"
              size="large"
              startIcon={<UndoIcon />}
              onClick={onUndo}
              sx={{ flex: { xs: 1, md: 'none' }, height: 56, whiteSpace: 'nowrap', px: { xs: 1.5, md: 2.5 } }}
            >
              Undo Filter
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<SearchIcon />}
              sx={{ flex: { xs: 1, md: 'none' }, minWidth: { md: 160 }, height: 56, whiteSpace: 'nowrap' }}
            >
              Search
            </Button>
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
}
