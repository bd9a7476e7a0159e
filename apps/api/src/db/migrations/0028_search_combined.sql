-- A word, a category and a radius together at 1,000,000 listings (bench/README.md, "Growth"). Such a search matches
-- fewer than 1,001 listings, so its count visits every listing of that category in the search's box and tests the
-- word on each. With the category's location index alone, each of those is a read of the listing's row from the
-- table (3,000 for one search in a city), spread over a 2.6 GB heap that no default cache holds: 30 ms a count
-- from the OS cache, and at 100 such searches a second a p95 of 105 ms.
-- This index is that one with what the count and the page's matches test or return: walked by category and box, a
-- count is an index-only scan that never reads the table (8 ms for the same search), as the radius count already is.
-- It is larger (it holds each listing's search document: ~660 MB at 1M against 133 MB), the price of a combined
-- search that does not depend on the table being cached.
-- An index row holds at most ~8 KB, and a 5,000-character description in a non-Latin script is up to 15 KB, so the
-- index holds the listings whose document is at most 6,000 bytes; the second, small index holds the others, which
-- the search reads after the first (venues.repository.ts, `documentHalves`). The category's location index stays for
-- searches without a word (nearest first within a category).
CREATE INDEX "venues_listed_category_location_idx" ON "venues" USING gist ("category_id", ll_to_earth("latitude", "longitude"))
  INCLUDE ("latitude", "longitude", "host_id", "id", "search_document")
  WHERE approved AND status = 1 AND deleted_at IS NULL AND octet_length("search_document") <= 6000;
--> statement-breakpoint
CREATE INDEX "venues_long_category_location_idx" ON "venues" USING gist ("category_id", ll_to_earth("latitude", "longitude"))
  WHERE approved AND status = 1 AND deleted_at IS NULL AND octet_length("search_document") > 6000;
--> statement-breakpoint
-- The vocabulary keeps words of at most 64 characters. A run of letters without a space or a mark (a sentence in
-- Chinese or Japanese, a long string of one letter) is one "word", and one longer than a b-tree entry holds
-- (~2,700 bytes) failed the listing's save. No search term is corrected to such a word; the listing is still found
-- by its text.
CREATE OR REPLACE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed, regexp_split_to_table(changed.search_document, '[^[:alnum:]]+') w
  WHERE length(w) BETWEEN 3 AND 64 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_collect_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_document, '[^[:alnum:]]+') w
  WHERE length(w) BETWEEN 3 AND 64 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
