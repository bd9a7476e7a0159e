import Container from '@mui/material/Container';
import { CategoryTiles } from '../CategoryTiles.tsx';
import { SectionHeading } from './SectionHeading.tsx';

export function CategoriesSection() {
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="categories-title" sx={{ pt: { xs: 5, md: 7 } }}>
      <SectionHeading id="categories-title" title="Browse by category" />
      <CategoryTiles />
    </Container>
  );
}
