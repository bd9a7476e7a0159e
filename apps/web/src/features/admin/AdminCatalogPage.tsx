import Typography from '@mui/material/Typography';

export function AdminCatalogPage() {
  return (
    <Typography component="h1" variant="h4">
      Catalog
    </Typography>
  );
}
