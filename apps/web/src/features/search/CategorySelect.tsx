import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useCategories } from '../../lib/catalog.ts';

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
    <FormControl fullWidth size={size}>
      <InputLabel htmlFor={id} shrink>
        Category
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label="Category" notched />}
        inputProps={{ id, name: 'categoryId' }}
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
      </NativeSelect>
    </FormControl>
  );
}
