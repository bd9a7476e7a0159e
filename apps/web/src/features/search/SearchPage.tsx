import { Limits, Messages, type SearchSort } from '@app/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { ListingCard } from '../../components/ListingCard.tsx';
import { LazyListingsMap, type MapBox, type MapPoint } from '../../components/map/LazyListingsMap.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { PlainAlert } from '../../components/PlainAlert.tsx';
import { useCategories } from '../../lib/catalog.ts';
import { desktopQuery, useMediaQuery } from '../../lib/media-query.ts';
import { showSnackbar } from '../../lib/notify.ts';
import { todayIso, validDateRange } from '../../lib/date-rules.ts';
import { ListingCardSkeleton } from '../../components/ListingCardSkeleton.tsx';
import { PlainField } from '../../components/PlainField.tsx';
import { useDraftPreview, useGeocodedAddress, useVenueSearch } from './search.api.ts';
import {
  bboxOf,
  filtersFromParams,
  pageCountOf,
  placeLabel,
  refinementsOf,
  resultSummary,
  toSearchParams,
  type SearchFilters,
} from './search-params.ts';
import { activeFilterCount, SearchFiltersPanel } from './SearchFiltersPanel.tsx';
import { formatPrice, toCents } from '../../components/Price.tsx';
import styles from './SearchPage.module.css';

const skeletons = Array.from({ length: Limits.listingsPerPage }, (_unused, index) => index);

/**
 * /listing: docs/product/screens.md#listing-search. The search lives in the URL, so it can be shared and reloaded.
 * Plain markup and CSS modules (docs/decisions/021-plain-first-screen.md): the layout follows the width in CSS; only
 * where the map is mounted (Leaflet loads only for a map on screen) and the pagination's length follow it in script.
 */
export function SearchPage() {
  const isDesktop = useMediaQuery(desktopQuery);
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
  // A new order applies at once and keeps the form's unapplied edits (the URL it leads to, and the order).
  const [sorted, setSorted] = useState<{ key: string; sort: SearchSort } | null>(null);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(sorted?.key === appliedKey ? { ...draft, sort: sorted.sort, page: applied.page } : applied);
    if (sorted) setSorted(null);
  }

  const preview = useDraftPreview(draft, applied);

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
  const sortBy = (sort: SearchSort) => {
    const next = toSearchParams({ ...applied, sort, page: 1 });
    setSorted({ key: next.toString(), sort });
    setParams(next);
  };
  const sort = refinementsOf(applied).sort;
  // Distance needs a place to measure from (a map area has none).
  const located = Boolean(applied.address) && !applied.bbox;
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

  // The area the person moved the map to, offered as a search of its own ("Search this area") until the URL changes.
  const [movedTo, setMovedTo] = useState<{ key: string; bbox: string } | null>(null);
  const movedBox = movedTo?.key === appliedKey ? movedTo.bbox : '';
  const searchThisArea = () => {
    setParams(toSearchParams({ ...applied, address: '', bbox: movedBox, page: 1 }));
    resultsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const onMapMove = (box: MapBox) => {
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value)).toFixed(5);
    const bbox = bboxOf(
      [clamp(box.minLng, 180), clamp(box.minLat, 90), clamp(box.maxLng, 180), clamp(box.maxLat, 90)].join(','),
    );
    setMovedTo(bbox ? { key: appliedKey, bbox } : null);
  };

  const map = (height: number | string) => (
    <div className={styles.mapArea}>
      <LazyListingsMap
        points={points}
        height={height}
        highlightedId={highlightedId}
        ariaLabel="Map of these results"
        onUserMove={onMapMove}
      />
      {movedBox && (
        <button type="button" className={`button button-contained ${styles.searchArea}`} onClick={searchThisArea}>
          <Icon name="Search" />
          Search this area
        </button>
      )}
    </div>
  );

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className="container container-xl">
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.intro}>
            Backyards, pools, courts, studios and parking, booked by the hour from local hosts.
          </p>
          <SearchFiltersPanel
            draft={draft}
            onDraftChange={setDraft}
            onSearch={search}
            onUndo={undo}
            appliedCount={activeFilterCount(applied)}
            today={today}
            liveCount={preview.liveCount}
            priceBands={preview.priceBands}
          />
        </div>
      </div>

      <div className={`container container-xl ${styles.body}`}>
        <div
          ref={resultsTop}
          // Which URL the results on screen answer (browser tests wait for it after each search).
          data-results-for={refreshing || locating ? undefined : params.toString()}
          className={styles.resultsHead}
        >
          <div>
            <h2 className={styles.summary} aria-live="polite" data-testid="result-summary">
              {summary}
            </h2>
            {!refreshing && count > 0 && pageCount > 1 && (
              <p className={styles.range}>
                Showing {firstShown}–{firstShown + cards.length - 1} · page {applied.page} of {pageCount}
              </p>
            )}
          </div>
          <div className={styles.headActions}>
            <PlainField
              select
              size="small"
              id="search-sort"
              name="sort"
              label="Sort by"
              value={sort}
              onChange={(event) => sortBy(event.target.value as SearchSort)}
              className={styles.sort}
            >
              <option value="relevance">Relevance</option>
              {located && <option value="distance">Distance</option>}
              <option value="rating">Top rated</option>
              <option value="newest">Newest</option>
              <option value="popular">Most popular</option>
              <option value="price_asc">Price: low to high</option>
              <option value="price_desc">Price: high to low</option>
            </PlainField>
            {/* A phone's map opens on demand (the button is hidden from the md breakpoint, where the map sits beside). */}
            {showMap && (
              <button
                type="button"
                className={`button button-outlined button-inherit ${styles.mapToggle}`}
                onClick={() => setMapOpen(!mapOpen)}
                aria-expanded={mapOpen}
              >
                <Icon name={mapOpen ? 'ViewList' : 'Map'} />
                {mapOpen ? 'Hide map' : 'Show map'}
              </button>
            )}
          </div>
        </div>

        {unplaced && (
          <PlainAlert severity="warning" className={styles.notice}>
            We couldn’t find “{applied.address}” on the map, so these results are not limited to a location. Try a city,
            an address or a ZIP code.
          </PlainAlert>
        )}

        {!isDesktop && showMap && mapOpen && <div className={styles.inlineMap}>{map(320)}</div>}

        <div className={showMap ? `${styles.layout} ${styles.withMap}` : styles.layout}>
          <div>
            {results.isError && !results.data ? (
              <PlainAlert
                severity="error"
                action={
                  <button
                    type="button"
                    className={`button button-inherit ${styles.retry}`}
                    onClick={() => void results.refetch()}
                  >
                    Try again
                  </button>
                }
              >
                We couldn’t load spaces just now.
              </PlainAlert>
            ) : !refreshing && cards.length === 0 ? (
              <EmptyResults onUndo={undo} beyondLastPage={count > 0} onFirstPage={() => goToPage(1)} />
            ) : (
              <ul aria-busy={refreshing} aria-label="Search results" className={styles.results}>
                {refreshing
                  ? skeletons.map((index) => (
                      <li key={index}>
                        <ListingCardSkeleton shellPhoto={index === 0} />
                      </li>
                    ))
                  : cards.map((venue, index) => (
                      <li
                        key={venue.uuid}
                        onMouseEnter={() => setHighlightedId(venue.uuid)}
                        onMouseLeave={() => setHighlightedId(undefined)}
                        onFocus={() => setHighlightedId(venue.uuid)}
                        onBlur={() => setHighlightedId(undefined)}
                      >
                        <ListingCard venue={venue} priority={index === 0} />
                      </li>
                    ))}
              </ul>
            )}
            {pageCount > 1 && (
              <div className={styles.pages}>
                <Pagination
                  count={pageCount}
                  page={Math.min(applied.page, pageCount)}
                  onChange={goToPage}
                  siblingCount={isDesktop ? 1 : 0}
                  disabled={refreshing}
                />
              </div>
            )}
          </div>
          {isDesktop && showMap && (
            <aside aria-label="Map" className={styles.aside}>
              {map('calc(100vh - 112px)')}
            </aside>
          )}
        </div>
      </div>
    </div>
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
    <div className={styles.empty}>
      <Icon name="SearchOff" className={styles.emptyIcon} />
      <p className={styles.emptyTitle}>{beyondLastPage ? 'This page is empty' : 'No spaces match your search'}</p>
      <p className={styles.emptyText}>
        {beyondLastPage
          ? 'There are fewer results than this page number. Go back to the first page of results.'
          : 'Try a wider radius, other dates or another category — or clear the filters to see every space.'}
      </p>
      <div className={styles.emptyActions}>
        {beyondLastPage ? (
          <button type="button" className="button button-contained" onClick={onFirstPage}>
            First page
          </button>
        ) : (
          <button type="button" className="button button-contained" onClick={onUndo}>
            Undo Filter
          </button>
        )}
        <Link to="/" className="button button-text">
          Back to home
        </Link>
      </div>
    </div>
  );
}
