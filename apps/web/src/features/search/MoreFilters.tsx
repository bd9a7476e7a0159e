import { useState, type Ref } from 'react';
import { formatPrice, toCents } from '../../components/Price.tsx';
import { PlainField } from '../../components/PlainField.tsx';
import { useAmenities } from '../../lib/catalog.ts';
import { maxGuests, maxPriceDollars, priceRangeValid } from './search-params.ts';
import styles from './MoreFilters.module.css';

/** One band of the price histogram, in dollars an hour (`to` null for the open last band). */
export interface PriceBand {
  from: number;
  to: number | null;
  count: number;
}

const dollars = (amount: number) => formatPrice(toCents(amount), { trim: true });
const spaces = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'space' : 'spaces'}`;

/** "$20–$30: 14 spaces", "$500 and up: 3 spaces". */
export const bandLabel = (band: PriceBand) =>
  `${band.to === null ? `${dollars(band.from)} and up` : `${dollars(band.from)}–${dollars(band.to)}`}: ${spaces(band.count)}`;

/** A band overlaps [min, max] (either bound may be missing). */
const bandInRange = (band: PriceBand, min: number | null, max: number | null) =>
  (max === null || band.from <= max) && (min === null || band.to === null || band.to > min);

/** SearchMessages' texts (the contract's schemas stay out of this page's first load; a test keeps them equal). */
export const priceRangeMessage = 'The highest price cannot be below the lowest';
export const priceInvalidMessage = 'Prices are dollars an hour from 0 to 100,000';

const priceOfText = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  const price = Number(text);
  return Number.isFinite(price) && price >= 0 && price <= maxPriceDollars ? price : undefined;
};

/**
 * A price in dollars an hour, label always above. The text is its own while typed ("12." is not yet a number), the
 * draft gets the number (null while empty or unreadable).
 */
function PriceField({
  id,
  label,
  value,
  onChange,
  error,
  inputRef,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (price: number | null) => void;
  /** A problem of the range (the lower bound above the upper one), shown under this field. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [local, setLocal] = useState({ text: value === null ? '' : String(value), sent: value });
  // A value from outside (Undo Filter, back/forward) replaces what was typed.
  if (local.sent !== value) setLocal({ text: value === null ? '' : String(value), sent: value });
  const problem = priceOfText(local.text) === undefined ? priceInvalidMessage : error;
  return (
    <PlainField
      id={id}
      name={id}
      label={label}
      type="number"
      inputMode="decimal"
      min="0"
      max={String(maxPriceDollars)}
      step="any"
      placeholder="Any"
      shrink
      inputRef={inputRef}
      value={local.text}
      error={Boolean(problem)}
      helperText={problem}
      onChange={(event) => {
        const text = event.target.value;
        const price = priceOfText(text) ?? null;
        setLocal({ text, sent: price });
        onChange(price);
      }}
    />
  );
}

/** The spread of prices among the spaces the search would give, the bars of the chosen range highlighted. */
export function PriceHistogram({
  bands,
  minPrice,
  maxPrice,
}: {
  bands: PriceBand[];
  minPrice: number | null;
  maxPrice: number | null;
}) {
  const highest = Math.max(1, ...bands.map((band) => band.count));
  const ranged = minPrice !== null || maxPrice !== null;
  return (
    <ul role="list" aria-label="Prices of matching spaces" className={styles.histogram}>
      {bands.map((band) => {
        const label = bandLabel(band);
        const inRange = bandInRange(band, minPrice, maxPrice);
        return (
          <li key={band.from} title={label} className={styles.band}>
            <span
              aria-hidden="true"
              className={inRange ? `${styles.bar} ${styles.inRange}` : styles.bar}
              style={{ height: band.count ? `${Math.max(8, (band.count / highest) * 100)}%` : 2 }}
            />
            <span className="visually-hidden">
              {label}
              {ranged && inRange ? ', in your price range' : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Price per hour as a range: the histogram above the two bounds. */
export function PriceRange({
  minPrice,
  maxPrice,
  bands,
  onChange,
  maxInputRef,
}: {
  minPrice: number | null;
  maxPrice: number | null;
  bands: PriceBand[] | undefined;
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
  maxInputRef?: Ref<HTMLInputElement>;
}) {
  const valid = priceRangeValid(minPrice, maxPrice);
  return (
    <div className={styles.price}>
      {bands && bands.length > 0 ? (
        <PriceHistogram bands={bands} minPrice={minPrice} maxPrice={maxPrice} />
      ) : (
        // Its place is kept while the prices load, so the fields below do not move when it appears.
        <div aria-hidden="true" className={styles.histogram} />
      )}
      <div className={styles.priceFields}>
        <PriceField
          id="search-min-price"
          label="Min price ($/hour)"
          value={minPrice}
          onChange={(price) => onChange({ minPrice: price, maxPrice })}
        />
        <PriceField
          id="search-max-price"
          label="Max price ($/hour)"
          value={maxPrice}
          onChange={(price) => onChange({ minPrice, maxPrice: price })}
          error={valid ? undefined : priceRangeMessage}
          inputRef={maxInputRef}
        />
      </div>
    </div>
  );
}

/** Guests, 0 meaning any: − and + either side of the number. */
export function GuestsStepper({ value, onChange }: { value: number; onChange: (guests: number) => void }) {
  return (
    <div role="group" aria-labelledby="search-guests-label" className={styles.boxed}>
      <span id="search-guests-label" className={styles.boxLabel}>
        Guests
      </span>
      <div className={styles.stepper}>
        <button
          type="button"
          className={`icon-button ${styles.step}`}
          aria-label="Fewer guests"
          disabled={value <= 0}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.count} aria-labelledby="search-guests-label">
          {value > 0 ? value : 'Any'}
        </output>
        <button
          type="button"
          className={`icon-button ${styles.step}`}
          aria-label="More guests"
          disabled={value >= maxGuests}
          onClick={() => onChange(Math.min(maxGuests, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

/** "Instant book only": listings that book at once, without the host's answer. */
export function InstantBookToggle({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={`${styles.boxed} ${styles.check}`}>
      <input
        type="checkbox"
        name="instant"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={styles.checkbox}
      />
      Instant book only
    </label>
  );
}

/** One toggle chip per amenity; a listing must have every chosen one. */
export function AmenityChips({ value, onChange }: { value: string[]; onChange: (amenityIds: string[]) => void }) {
  const amenities = useAmenities();
  const known = amenities.data ?? [];
  // A shared link may name an amenity that is gone: it stays removable.
  const unknown = amenities.data ? value.filter((id) => !known.some((amenity) => amenity.uuid === id)) : [];
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((other) => other !== id) : [...value, id]);
  const chip = (id: string, name: string) => {
    const on = value.includes(id);
    return (
      <button
        key={id}
        type="button"
        aria-pressed={on}
        className={`button ${on ? 'button-contained' : 'button-outlined'} ${styles.chip}`}
        onClick={() => toggle(id)}
      >
        {name}
      </button>
    );
  };
  if (amenities.isError) return null;
  return (
    <div role="group" aria-labelledby="search-amenities-label" className={styles.amenities}>
      <span id="search-amenities-label" className={styles.groupLabel}>
        Amenities
      </span>
      <div className={styles.chips}>
        {amenities.isPending && <span className={styles.loading}>Loading amenities…</span>}
        {known.map((amenity) => chip(amenity.uuid, amenity.name))}
        {unknown.map((id) => chip(id, 'Unknown amenity'))}
      </div>
    </div>
  );
}
