import { CategoryTiles } from '../CategoryTiles.tsx';
import styles from './CategoriesSection.module.css';
import { SectionHeading } from './SectionHeading.tsx';

export function CategoriesSection() {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="categories-title">
      <SectionHeading id="categories-title" title="Browse by category" />
      <CategoryTiles />
    </section>
  );
}
