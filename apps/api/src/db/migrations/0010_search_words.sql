-- Vocabulary of listing words: typo-tolerant search matches terms against these short words (trigram),
-- then documents by substring, instead of computing word_similarity over every long document.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed, regexp_split_to_table(changed.search_document, '[^[:alnum:]]+') w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "venues_search_words_insert" AFTER INSERT ON "venues" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE FUNCTION "search_words_collect_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_document, '[^[:alnum:]]+') w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row-level and only when the text changed: availability refreshes update venues on every booking.
CREATE TRIGGER "venues_search_words_update" AFTER UPDATE OF title, description, address ON "venues"
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description OR OLD.address IS DISTINCT FROM NEW.address)
  EXECUTE FUNCTION search_words_collect_row();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM venues, regexp_split_to_table(search_document, '[^[:alnum:]]+') w
WHERE length(w) >= 3 AND w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The default order without a point (rating, then newest) straight from an index, so LIMIT stops early.
CREATE INDEX "venues_rating_idx" ON "venues" ("rating" DESC, "created_at" DESC, "id")
  WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "venues_newest_idx" ON "venues" ("created_at" DESC, "id")
  WHERE approved AND status = 1 AND deleted_at IS NULL;
