import { Limits, Messages } from '@app/contract';
import MapIcon from '@mui/icons-material/Map';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListingCard } from '../../components/ListingCard.tsx';
import { LazyListingsMap, type MapPoint } from '../../components/map/LazyListingsMap.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { useCategories } from '../../lib/catalog.ts';
import { showSnackbar } from '../../lib/notify.ts';
import { todayIso, validDateRange } from '../../lib/date-rules.ts';
import { ListingCardSkeleton } from '../../components/ListingCardSkeleton.tsx';
import { useGeocodedAddress, useVenueSearch } from './search.api.ts';
import {
  filtersFromParams,
  pageCountOf,
  placeLabel,
  resultSummary,
  toSearchParams,
  type SearchFilters,
} from './search-params.ts';
import { activeFilterCount, SearchFiltersPanel } from './SearchFiltersPanel.tsx';
import { formatPrice, toCents } from '../../components/Price.tsx';

const skeletons = Array.from({ length: Limits.listingsPerPage }, (_unused, index) => index);

/** /listing: docs/product/screens.md#listing-search. The search lives in the URL, so it can be shared and reloaded. */
export function SearchPage() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const applied = useMemo<SearchFilters>(() => {
    const filters = filtersFromParams(params);
    return { ...filters, ...validDateRange(filters, today) };
  }, [params, today]);
  const appliedKey = toSearchParams(applied).toString();

  // The form edits a draft; the URL (and so the results) changes on Search. Back/forward or a new link resets it.
  const [draft, setDraft] = useState(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
  }

  const categories = useCategories();
  const categoryName = categories.data?.find((category) => category.uuid === applied.categoryId)?.name;
  const place = useGeocodedAddress(applied.address);
  const locating = Boolean(applied.address) && place.isPending;
  const point = place.data?.coordinates ?? null;
  const unplaced = Boolean(applied.address) && !locating && !point;
  const results = useVenueSearch(applied, point, !locating);
  const cards = results.data?.data ?? [];
  const count = results.data?.count ?? 0;
  const pageCount = pageCountOf(count);
  const refreshing = results.isPending || results.isPlaceholderData;

  const heading = applied.address
    ? `Spaces near ${placeLabel(applied.address)}`
    : categoryName
      ? `${categoryName} rentals`
      : 'Find a space by the hour';
  usePageTitle(applied.address || categoryName ? heading : 'Search spaces');

  // docs/product/messages.md, docs/product/rules.md#constants: the no-result message shows for 2 seconds, once per answer.
  const announced = useRef(0);
  useEffect(() => {
    if (!results.isSuccess || results.isPlaceholderData || results.data.count > 0) return;
    if (announced.current === results.dataUpdatedAt) return;
    announced.current = results.dataUpdatedAt;
    showSnackbar({ message: Messages.noResult, variant: 'info', autoHideDuration: Limits.noResultMessageMs });
  }, [results.isSuccess, results.isPlaceholderData, results.data, results.dataUpdatedAt]);

  const resultsTop = useRef<HTMLDivElement>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string>();

  const search = () => {
    const next = toSearchParams({ ...draft, page: 1 });
    if (next.toString() === params.toString()) void results.refetch();
    else setParams(next);
  };
  const undo = () => setParams(new URLSearchParams());
  const goToPage = (page: number) => {
    setParams(toSearchParams({ ...applied, page }));
    resultsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const points = useMemo<MapPoint[]>(
    () =>
      (results.data?.data ?? []).map((venue) => ({
        id: venue.uuid,
        latitude: venue.latitude,
        longitude: venue.longitude,
        label: `${venue.title} · ${formatPrice(toCents(venue.rent), { trim: true })}/hour`,
        href: `/view-detail/${venue.uuid}`,
      })),
    [results.data],
  );

  const summary = locating
    ? 'Finding the place…'
    : results.isPending
      ? 'Searching…'
      : resultSummary(count, Boolean(results.data?.countCapped), applied, point !== null);
  // An empty result has nothing to pin: the empty state gets the whole width instead of a blank map.
  const showMap = refreshing || cards.length > 0;
  const firstShown = (applied.page - 1) * Limits.listingsPerPage + 1;

  const map = (height: number | string) => (
    <LazyListingsMap points={points} height={height} highlightedId={highlightedId} ariaLabel="Map of these results" />
  );

  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Box
        sx={{
          background: 'linear-gradient(180deg, #e6f4f1 0%, rgba(248,250,252,0) 100%)',
          pt: { xs: 3, md: 5 },
          pb: { xs: 2, md: 3 },
        }}
      >
        <Container maxWidth="xl">
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 0.5 }}>
            {heading}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: { xs: 2, md: 3 } }}>
            Backyards, pools, courts, studios and parking, booked by the hour from local hosts.
          </Typography>
          <SearchFiltersPanel
            draft={draft}
            onDraftChange={setDraft}
            onSearch={search}
            onUndo={undo}
            appliedCount={activeFilterCount(applied)}
            collapsible={!isDesktop}
            today={today}
          />
        </Container>
      </Box>

      <Container maxWidth="xl" sx={{ pb: 2 }}>
        <Box
          ref={resultsTop}
          // Which URL the results on screen answer (browser tests wait for it after each search).
          data-results-for={refreshing || locating ? undefined : params.toString()}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            py: 2,
            scrollMarginTop: 80,
          }}
        >
          <Box>
            <Typography component="h2" variant="h6" aria-live="polite" data-testid="result-summary">
              {summary}
            </Typography>
            {!refreshing && count > 0 && pageCount > 1 && (
              <Typography variant="body2" color="textSecondary">
                Showing {firstShown}–{firstShown + cards.length - 1} · page {applied.page} of {pageCount}
              </Typography>
            )}
          </Box>
          {!isDesktop && showMap && (
            <Button
              variant="outlined"
              color="inherit"
              startIcon={mapOpen ? <ViewListIcon /> : <MapIcon />}
              onClick={() => setMapOpen(!mapOpen)}
              aria-expanded={mapOpen}
            >
              {mapOpen ? 'Hide map' : 'Show map'}
            </Button>
          )}
        </Box>

        {unplaced && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            We couldn’t find “{applied.address}” on the map, so these results are not limited to a location. Try a city,
            an address or a ZIP code.
          </Alert>
        )}

        {!isDesktop && showMap && mapOpen && <Box sx={{ mb: 2 }}>{map(320)}</Box>}

        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: showMap
              ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 0.8fr)', lg: 'minmax(0, 1fr) 460px' }
              : 'minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          <Box>
            {results.isError && !results.data ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void results.refetch()}>
                    Try again
                  </Button>
                }
              >
                We couldn’t load spaces just now.
              </Alert>
            ) : !refreshing && cards.length === 0 ? (
              <EmptyResults onUndo={undo} beyondLastPage={count > 0} onFirstPage={() => goToPage(1)} />
            ) : (
              <Box
                component="ul"
                aria-busy={refreshing}
                aria-label="Search results"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: { xs: 2, sm: 3 },
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                {refreshing
                  ? skeletons.map((index) => (
                      <li key={index}>
                        <ListingCardSkeleton shellPhoto={index === 0} />
                      </li>
                    ))
                  : cards.map((venue, index) => (
                      <Box
                        component="li"
                        key={venue.uuid}
                        onMouseEnter={() => setHighlightedId(venue.uuid)}
                        onMouseLeave={() => setHighlightedId(undefined)}
                        onFocus={() => setHighlightedId(venue.uuid)}
                        onBlur={() => setHighlightedId(undefined)}
                      >
                        <ListingCard venue={venue} priority={index === 0} />
                      </Box>
                    ))}
              </Box>
            )}
            {pageCount > 1 && (
              <Stack sx={{ alignItems: 'center', mt: 4 }}>
                <Pagination
                  count={pageCount}
                  page={Math.min(applied.page, pageCount)}
                  onChange={(_event, page) => goToPage(page)}
                  color="primary"
                  shape="rounded"
                  siblingCount={isDesktop ? 1 : 0}
                  disabled={refreshing}
                />
              </Stack>
            )}
          </Box>
          {isDesktop && showMap && (
            <Box component="aside" aria-label="Map" sx={{ position: 'sticky', top: 88 }}>
              {map('calc(100vh - 112px)')}
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}

function EmptyResults({
  onUndo,
  beyondLastPage,
  onFirstPage,
}: {
  onUndo: () => void;
  beyondLastPage: boolean;
  onFirstPage: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
      <Typography variant="h6" component="p" gutterBottom>
        {beyondLastPage ? 'This page is empty' : 'No spaces match your search'}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 440, mx: 'auto' }}>
        {beyondLastPage
          ? 'There are fewer results than this page number. Go back to the first page of results.'
          : 'Try a wider radius, other dates or another category — or clear the filters to see every space.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {beyondLastPage ? (
          <Button variant="contained" onClick={onFirstPage}>
            First page
          </Button>
        ) : (
          <Button variant="contained" onClick={onUndo}>
            Undo Filter
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="text">
          Back to home
        </Button>
      </Stack>
    </Paper>
  );
}
