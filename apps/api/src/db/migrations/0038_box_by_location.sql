-- The map's box is narrowed by the location index (venues_listed_location_idx, GiST) through the circle around its
-- centre, as a radius search is: a latitude range alone held a band across the whole continent (p95 108 ms at
-- 100,000 listings), so its index from 0037 goes.
DROP INDEX IF EXISTS "venues_listed_box_idx";
