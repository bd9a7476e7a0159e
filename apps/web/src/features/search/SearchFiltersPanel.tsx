import { useRef, useState, type FormEvent } from 'react';
import { DeferredPlaceField } from '../../components/DeferredPlaceField.tsx';
import { CategorySelect } from '../../components/CategorySelect.tsx';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PlainField } from '../../components/PlainField.tsx';
import { priceRangeValid, radiusChoices, refinementsOf, type SearchFilters } from './search-params.ts';
import { AmenityChips, GuestsStepper, InstantBookToggle, PriceRange, type PriceBand } from './MoreFilters.tsx';
import styles from './SearchFiltersPanel.module.css';

/** Counts the filters that narrow the results, for the phone's collapsed "Filters" button. */
export { activeFilterCount } from './search-params.ts';

/**
 * The filters of docs/product/screens.md#listing-search: name, From/To dates, location, radius and category, the
 * refinements (price range over its histogram, guests, amenities, instant book), with Search and Undo Filter; while
 * the draft differs from the search on screen, how many spaces it would give shows beside Search. On a phone they fold away behind a "Filters" button so the results come first. Which of the two shows is
 * decided in CSS (from the md breakpoint, 900 px, they are always open), so the markup is the same at every width.
 */
export function SearchFiltersPanel({
  draft,
  onDraftChange,
  onSearch,
  onUndo,
  appliedCount,
  today,
  liveCount,
  priceBands,
}: {
  draft: SearchFilters;
  onDraftChange: (next: SearchFilters) => void;
  onSearch: () => void;
  onUndo: () => void;
  /** Active filters of the search on screen. */
  appliedCount: number;
  today: string;
  /** What the draft would give, when it differs from the search on screen ('' otherwise). */
  liveCount: string;
  /** The spread of prices among the draft's spaces, when known. */
  priceBands?: PriceBand[];
}) {
  const [open, setOpen] = useState(false);
  const maxPriceInput = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<SearchFilters>) => onDraftChange({ ...draft, ...patch });
  const more = refinementsOf(draft);
  const radiusOptions = radiusChoices.some((choice) => choice === draft.radius)
    ? radiusChoices
    : [...radiusChoices, draft.radius].sort((a, b) => a - b);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API refuses a price range upside down: the field says so and keeps the focus.
    if (!priceRangeValid(more.minPrice, more.maxPrice)) {
      maxPriceInput.current?.focus();
      return;
    }
    // Folds the filters away on a phone (nothing changes on a desktop, where they are always open).
    setOpen(false);
    onSearch();
  };

  return (
    <div className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
      <button
        type="button"
        className={`button button-inherit ${styles.toggle}`}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="search-filters"
      >
        <span className={styles.badged}>
          <Icon name="Tune" />
          {appliedCount > 0 && (
            <span aria-hidden="true" className={styles.badge}>
              {appliedCount}
            </span>
          )}
        </span>
        {open ? 'Hide filters' : appliedCount ? 'Filters' : 'Search and filters'}
      </button>
      <div className={styles.collapse}>
        <div className={styles.collapseInner}>
          <form
            id="search-filters"
            role="search"
            aria-label="Search filters"
            onSubmit={submit}
            noValidate
            className={styles.form}
          >
            <div className={styles.name}>
              <PlainField
                id="search-name"
                name="search"
                label="Name"
                placeholder="Rooftop, pool, tennis…"
                shrink
                startAdornment={<Icon name="Search" />}
                value={draft.search}
                onChange={(event) => set({ search: event.target.value })}
              />
            </div>
            <div className={styles.location}>
              <DeferredPlaceField
                id="search-location"
                name="address"
                label="Location"
                value={draft.address}
                // A place replaces the map's area.
                onTextChange={(address) => set(address.trim() ? { address, bbox: '' } : { address })}
              />
              {more.bbox && (
                <p className={styles.area}>
                  Searching the map’s visible area.{' '}
                  <button type="button" className="button button-text" onClick={() => set({ bbox: '' })}>
                    Clear map area
                  </button>
                </p>
              )}
            </div>
            <div className={styles.radius}>
              <PlainField
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
              </PlainField>
            </div>
            <div className={styles.category}>
              <CategorySelect value={draft.categoryId} onChange={(categoryId) => set({ categoryId })} />
            </div>
            <div className={styles.dates}>
              <DateRangeFields
                idPrefix="search-dates"
                today={today}
                value={{ fromDate: draft.fromDate, toDate: draft.toDate }}
                onChange={(range) => set(range)}
              />
            </div>
            <div className={styles.price}>
              <PriceRange
                minPrice={more.minPrice}
                maxPrice={more.maxPrice}
                bands={priceBands}
                onChange={(range) => set(range)}
                maxInputRef={maxPriceInput}
              />
            </div>
            <div className={styles.guests}>
              <GuestsStepper value={more.guests} onChange={(guests) => set({ guests })} />
            </div>
            <div className={styles.amenities}>
              <AmenityChips value={more.amenityIds} onChange={(amenityIds) => set({ amenityIds })} />
            </div>
            <div className={styles.instant}>
              <InstantBookToggle checked={more.instantBook} onChange={(instantBook) => set({ instantBook })} />
            </div>
            <div className={styles.actions}>
              <p role="status" className={styles.liveCount}>
                {liveCount}
              </p>
              <button
                type="button"
                className={`button button-outlined button-large ${styles.action} ${styles.undo}`}
                onClick={onUndo}
              >
                <Icon name="Undo" />
                Undo Filter
              </button>
              <button
                type="submit"
                className={`button button-contained button-large ${styles.action} ${styles.search}`}
              >
                <Icon name="Search" />
                Search
              </button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}
