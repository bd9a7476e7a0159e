import { useCategories } from '../lib/catalog.ts';
import { PlainField } from './PlainField.tsx';

/** Category filter: a native select (light, and the phone's own picker), "Any category" first. */
export function CategorySelect({
  value,
  onChange,
  size,
  id = 'search-category',
}: {
  value: string;
  onChange: (categoryId: string) => void;
  size?: 'small' | 'medium';
  id?: string;
}) {
  const categories = useCategories();
  const known = categories.data ?? [];
  return (
    <PlainField
      select
      id={id}
      name="categoryId"
      label="Category"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size={size}
    >
      <option value="">Any category</option>
      {known.map((category) => (
        <option key={category.uuid} value={category.uuid}>
          {category.name}
        </option>
      ))}
      {/* A shared link may name a category before the list has loaded: keep the choice visible meanwhile. */}
      {value && !known.some((category) => category.uuid === value) && (
        <option value={value}>{categories.isPending ? 'Loading…' : 'Unknown category'}</option>
      )}
    </PlainField>
  );
}
