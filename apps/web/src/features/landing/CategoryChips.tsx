import { Icon, type IconName } from '../../components/Icon.tsx';
import { ApiError } from '../../lib/api.ts';
import { usePublicCategories } from './landing.api.ts';

const iconByKeyword: [RegExp, IconName][] = [
  [/yard|garden|lawn|patio/i, 'backyard'],
  [/pool|swim|\bspa\b|\btub\b/i, 'pool'],
  [/parking|garage|driveway|\bcar\b/i, 'parking'],
  [/court|field|pitch|\bgym\b/i, 'court'],
];

function iconOf(categoryName: string): IconName {
  return iconByKeyword.find(([pattern]) => pattern.test(categoryName))?.[1] ?? 'home';
}

export function CategoryChips() {
  const categories = usePublicCategories();

  if (categories.status === 'loading') {
    return (
      <ul className="chips" aria-busy="true" aria-label="Loading categories">
        {[7, 5, 8, 6].map((width, index) => (
          <li key={index} className="chip chip--skeleton" style={{ width: `${width}rem` }} />
        ))}
      </ul>
    );
  }

  const notYetAvailable =
    categories.status === 'error' && categories.error instanceof ApiError && categories.error.status === 404;
  if (categories.status === 'error' && !notYetAvailable) {
    return (
      <p className="notice notice--error">We couldn’t load categories just now. Please refresh the page in a moment.</p>
    );
  }

  const list = categories.status === 'success' ? categories.data.data : [];
  if (list.length === 0) {
    return (
      <p className="notice">
        Categories will appear here as soon as the first hosts list their spaces. Check back soon.
      </p>
    );
  }

  return (
    <ul className="chips" aria-label="Space categories">
      {list.map((category) => (
        <li key={category.uuid} className="chip">
          <Icon name={iconOf(category.name)} size={18} className="chip__icon" />
          {category.name}
          {category.slots && (
            <span
              className="chip__tag"
              title={`Booked by numbered slot${category.slotPrefix ? ` (${category.slotPrefix} 1, ${category.slotPrefix} 2, …)` : ''}`}
            >
              Slots
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
