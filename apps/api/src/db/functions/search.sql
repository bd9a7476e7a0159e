-- The search vocabulary's trigger functions as the migrations define them today (a test checks each against the
-- migrated database). To change one: edit it here, then add a migration with the same CREATE OR REPLACE FUNCTION.
--
-- Typo-tolerant search matches terms against `search_words`, the listings' words of 3 to 64 characters that are not
-- all digits (decision notes in migrations 0010 and 0028). `search_words_collect` runs once per statement that
-- inserts listings (the new rows as `changed`); `search_words_collect_row` when a listing's text changes.
CREATE OR REPLACE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed, regexp_split_to_table(changed.search_document, '[^[:alnum:]]+') w
  WHERE length(w) BETWEEN 3 AND 64 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "search_words_collect_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_document, '[^[:alnum:]]+') w
  WHERE length(w) BETWEEN 3 AND 64 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
