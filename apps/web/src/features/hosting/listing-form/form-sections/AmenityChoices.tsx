import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAmenities } from '../../../../lib/catalog.ts';
import { loadingRegion } from '../../../../components/loading-region';

export function AmenityChoices({
  chosen,
  onChange,
  state,
}: {
  chosen: string[];
  onChange: (ids: string[]) => void;
  state: ReturnType<typeof useAmenities>;
}) {
  if (state.isPending) {
    return (
      <Stack {...loadingRegion('Loading amenities')} direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {[120, 90, 140, 100, 110].map((width) => (
          <Skeleton key={width} variant="rounded" width={width} height={28} />
        ))}
      </Stack>
    );
  }
  if (state.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void state.refetch()}>
            Try again
          </Button>
        }
      >
        The amenities could not be loaded.
      </Alert>
    );
  }
  if (state.data.length === 0) return <Typography color="textSecondary">No amenities to choose from yet.</Typography>;
  return (
    <FormGroup
      aria-label="Amenities"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        columnGap: 1,
      }}
    >
      {state.data.map((amenity) => (
        <FormControlLabel
          key={amenity.uuid}
          label={amenity.name}
          control={
            <Checkbox
              checked={chosen.includes(amenity.uuid)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, amenity.uuid] : chosen.filter((id) => id !== amenity.uuid))
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}
