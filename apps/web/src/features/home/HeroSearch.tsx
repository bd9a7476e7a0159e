import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DeferredPlaceField } from '../../components/DeferredPlaceField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { CategorySelect } from '../../components/CategorySelect.tsx';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { todayIso } from '../../lib/date-rules.ts';
import { searchHref } from '../search/public.ts';
import styles from './HeroSearch.module.css';

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
    <form role="search" aria-label="Find a space" onSubmit={submit} noValidate className={styles.form}>
      <div className={styles.wide}>
        <DeferredPlaceField
          id="hero-location"
          name="address"
          label="Location"
          value={address}
          onTextChange={setAddress}
        />
      </div>
      <div className={styles.wide}>
        <CategorySelect id="hero-category" value={categoryId} onChange={setCategoryId} />
      </div>
      <DateRangeFields idPrefix="hero-dates" value={dates} onChange={setDates} today={todayIso()} />
      <button type="submit" className={`button button-contained button-large ${styles.wide} ${styles.submit}`}>
        <Icon name="Search" />
        Search
      </button>
    </form>
  );
}
