-- Site search. Hand-written around drizzle's tables (search_documents, search_words):
-- the extensions, an IMMUTABLE unaccent, the per-language configuration, the Chinese pairs, and
-- one trigger per searchable table that keeps the index in the writing transaction.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean NOT NULL,
	"publish_at" timestamp with time zone,
	"title" text NOT NULL,
	"codes" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"sort_date" date,
	"tsv" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_kind_item_id_website_id_pk" PRIMARY KEY("kind","item_id","website_id")
);
--> statement-breakpoint
CREATE TABLE "search_word_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_website_idx" ON "search_documents" USING btree ("website_id");
--> statement-breakpoint
-- unaccent(text) is only STABLE (its dictionary is looked up by name on every call); naming the
-- dictionary makes the result depend on the input alone.
CREATE OR REPLACE FUNCTION search_unaccent(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
-- Lower case, unaccented, markdown marks and links reduced to their words.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT lower(search_unaccent(regexp_replace(coalesce(value, ''), '[*_#>`\[\]()|]+', ' ', 'g'))) $$;
--> statement-breakpoint
-- The stemmer of a site variant by websiteId: 1 zh-CN has none (pairs, below).
CREATE OR REPLACE FUNCTION search_config(website_id integer) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT (CASE website_id
    WHEN 1 THEN 'simple' WHEN 4 THEN 'german' WHEN 5 THEN 'italian'
    WHEN 6 THEN 'dutch' WHEN 7 THEN 'french' ELSE 'english' END)::regconfig
$$;
--> statement-breakpoint
-- Chinese has no stemmer here: each run of Han characters becomes its overlapping pairs and its
-- single characters, so any word of the text (储能, 逆变器 → 逆变 变器, 电池) is found by its
-- pairs; the query side segments (glossary, Intl.Segmenter) and asks for those pairs.
CREATE OR REPLACE FUNCTION search_zh_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT concat_ws(' ',
    regexp_replace(coalesce(value, ''), '[\u3400-\u9fff\uf900-\ufaff]+', ' ', 'g'),
    (SELECT string_agg(
        (SELECT string_agg(substr(run, i, 2) || ' ' || substr(run, i, 1), ' ')
           FROM generate_series(1, length(run) - 1) AS i) || ' ' || right(run, 1),
        ' ')
       FROM (SELECT (regexp_matches(coalesce(value, ''), '[\u3400-\u9fff\uf900-\ufaff]+', 'g'))[1]
               AS run) AS runs))
$$;
--> statement-breakpoint
-- The words of one field as lexemes: stemmed in the variant's language and as typed ('simple',
-- for the prefix of the word being typed); pairs for Chinese. `folded` is search_fold(field)
-- (computed once per field by search_put), `raw` the field itself (Chinese pairs).
CREATE OR REPLACE FUNCTION search_field(website_id integer, folded text, raw text, weight "char")
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN website_id = 1
    THEN setweight(to_tsvector('simple', search_zh_text(lower(left(raw, 20000)))), weight)
    ELSE setweight(
      to_tsvector(search_config(website_id), folded) || to_tsvector('simple', folded), weight)
  END
$$;
--> statement-breakpoint
-- German and Dutch compounds: every tail of 4+ letters of a long word, stemmed, so "Speicher"
-- finds "Batteriespeicher" and "omvormer" finds "hybrideomvormer".
-- A tail weighs as the field it comes from: "Wechselrichter" ranks the product named
-- "Hybridwechselrichter" above a page that names a Wechselrichter in passing.
CREATE OR REPLACE FUNCTION search_compound_tails(website_id integer, folded text, weight "char")
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN website_id IN (4, 6) THEN setweight(to_tsvector(search_config(website_id),
    coalesce((SELECT string_agg(substr(w, i), ' ')
       FROM regexp_split_to_table(folded, '[^a-z0-9]+') AS w,
            generate_series(2, greatest(length(w) - 3, 1)) AS i
      WHERE length(w) >= 8), '')), weight)
  ELSE ''::tsvector END
$$;
--> statement-breakpoint
-- A word and its deletion variants: every 1-letter deletion from 5 letters, every 2-letter
-- deletion from 9 (the search's typo budget) up to 20 letters (a longer word, 200+ variants, keeps
-- one typo). Two words within that many edits share a variant.
CREATE OR REPLACE FUNCTION search_deletes(word text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  WITH one AS (
    SELECT DISTINCT overlay(word PLACING '' FROM i FOR 1) AS v
      FROM generate_series(1, length(word)) AS i WHERE length(word) >= 5)
  SELECT word
  UNION SELECT v FROM one
  UNION SELECT overlay(v PLACING '' FROM j FOR 1)
          FROM one, generate_series(1, length(v)) AS j WHERE length(word) BETWEEN 9 AND 20
$$;
--> statement-breakpoint
-- Index one version of an item (every searchable table's trigger and the static pages call it).
-- codes: model codes and names, ' | '-separated, kept whole as lexemes and for exact hits.
CREATE OR REPLACE FUNCTION search_put(
  p_kind text, p_item_id text, p_website_id integer, p_state boolean, p_publish_at timestamptz,
  p_title text, p_codes text, p_summary text, p_body text, p_link text, p_sort_date date)
RETURNS void LANGUAGE plpgsql
AS $$
DECLARE
  codes text := lower(search_unaccent(coalesce(p_codes, '')));
  f_title text := search_fold(left(p_title, 20000));
  f_summary text := search_fold(left(p_summary, 20000));
  f_body text := search_fold(left(p_body, 20000));
  snippet text := left(regexp_replace(
    concat_ws(' ', nullif(p_summary, ''), nullif(p_body, '')), '[*_#>`]+|\s+', ' ', 'g'), 4000);
BEGIN
  INSERT INTO search_documents AS d
    (kind, item_id, website_id, state, publish_at, title, codes, body, link, sort_date, tsv)
  VALUES (p_kind, p_item_id, p_website_id, p_state, p_publish_at, p_title,
    CASE WHEN codes = '' THEN '' ELSE '| ' || codes || ' |' END, snippet, p_link, p_sort_date,
    search_field(p_website_id, f_title, p_title, 'A')
      || setweight(array_to_tsvector(array(
           SELECT DISTINCT c FROM regexp_split_to_table(codes, '\s*[|,]\s*') AS c WHERE c <> '')), 'A')
      || search_field(p_website_id, codes, p_codes, 'A')
      || search_field(p_website_id, f_summary, p_summary, 'B')
      || search_field(p_website_id, f_body, p_body, 'C')
      || search_compound_tails(p_website_id, f_title, 'A')
      || search_compound_tails(p_website_id, f_summary, 'B')
      || search_compound_tails(p_website_id, f_body, 'D'))
  ON CONFLICT (kind, item_id, website_id) DO UPDATE SET
    state = excluded.state, publish_at = excluded.publish_at, title = excluded.title,
    codes = excluded.codes, body = excluded.body, link = excluded.link,
    sort_date = excluded.sort_date, tsv = excluded.tsv;
  IF p_website_id <> 1 THEN
    WITH added AS (
      INSERT INTO search_words (word)
        SELECT DISTINCT w FROM regexp_split_to_table(
          concat_ws(' ', f_title, codes, f_summary, f_body), '[^a-z0-9]+') AS w
        WHERE length(w) BETWEEN 5 AND 30 AND w ~ '[a-z]'
      ON CONFLICT DO NOTHING
      RETURNING word)
    INSERT INTO search_word_variants (variant, word)
      SELECT v, added.word FROM added, search_deletes(added.word) AS v
    ON CONFLICT DO NOTHING;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_spec_text(specs jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(r ->> 'label' || ' ' || (r ->> 'value'), ' · '), '')
    FROM jsonb_array_elements(coalesce(specs, '[]'::jsonb)) AS g,
         jsonb_array_elements(coalesce(g -> 'rows', '[]'::jsonb)) AS r
$$;
--> statement-breakpoint
-- The model codes of a product: its slug, and the values of its "models" row (H3-5, H3-6, …),
-- the first row of the first group in every language.
CREATE OR REPLACE FUNCTION search_product_codes(id text, name text, specs jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT concat_ws(' | ', name, id, nullif((
    SELECT string_agg(m, ' | ')
      FROM jsonb_array_elements(coalesce(specs, '[]'::jsonb)) AS g,
           jsonb_array_elements(coalesce(g -> 'rows', '[]'::jsonb)) AS r,
           regexp_split_to_table(r ->> 'value', '\s*,\s*') AS m
     WHERE r ->> 'value' ~ '^[A-Z]{1,4}[0-9]?-[0-9.]+(\s*,\s*[A-Z]{1,4}[0-9]?-[0-9.]+)*$'), ''))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_row() RETURNS trigger LANGUAGE plpgsql
AS $$
DECLARE
  o jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  n jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
  kind text := TG_ARGV[0];
  id_key text := TG_ARGV[1];
BEGIN
  IF o IS NOT NULL THEN
    DELETE FROM search_documents
     WHERE search_documents.kind = TG_ARGV[0] AND item_id = o ->> id_key
       AND website_id = (o ->> 'website_id')::integer;
  END IF;
  IF n IS NULL THEN RETURN NULL; END IF;
  PERFORM search_put(kind, n ->> id_key, (n ->> 'website_id')::integer, (n ->> 'state')::boolean,
    (n ->> 'publish_at')::timestamptz,
    CASE kind WHEN 'product' THEN n ->> 'name' WHEN 'faq' THEN n ->> 'question' ELSE n ->> 'title' END,
    CASE kind
      WHEN 'product' THEN search_product_codes(n ->> 'id', n ->> 'name', n -> 'specs')
      WHEN 'download' THEN concat_ws(' | ', n ->> 'product', n ->> 'series')
      ELSE '' END,
    CASE kind
      WHEN 'faq' THEN n ->> 'answer'
      WHEN 'download' THEN concat_ws(' · ', n ->> 'series', n ->> 'product', n ->> 'doc_type',
                                     upper(n ->> 'file_type'))
      WHEN 'training' THEN concat_ws(' · ', n ->> 'location', n ->> 'date', upper(n ->> 'language'))
      WHEN 'event' THEN concat_ws(' · ', n ->> 'location', n ->> 'summary')
      ELSE n ->> 'summary' END,
    CASE kind
      WHEN 'product' THEN concat_ws(' ', n ->> 'body', search_spec_text(n -> 'specs'))
      ELSE n ->> 'body' END,
    CASE kind
      WHEN 'download' THEN n ->> 'file_url'
      WHEN 'event' THEN n ->> 'type'
      WHEN 'video' THEN n ->> 'video_url'
      ELSE NULL END,
    coalesce(n ->> 'published_on', n ->> 'updated_on', n ->> 'start_date', n ->> 'date')::date);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON news
  FOR EACH ROW EXECUTE FUNCTION search_index_row('news', 'id');
--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON blogs
  FOR EACH ROW EXECUTE FUNCTION search_index_row('blog', 'keytitle');
--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON videos
  FOR EACH ROW EXECUTE FUNCTION search_index_row('video', 'id');
--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION search_index_row('product', 'id');
--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON downloads
  FOR EACH ROW EXECUTE FUNCTION search_index_row('download', 'id');
--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON faqs
  FOR EACH ROW EXECUTE FUNCTION search_index_row('faq', 'id');
--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION search_index_row('event', 'id');
--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON trainings
  FOR EACH ROW EXECUTE FUNCTION search_index_row('training', 'id');
--> statement-breakpoint
-- The rows already there: an update that changes nothing fires each trigger once.
UPDATE news SET id = id;
--> statement-breakpoint
UPDATE blogs SET keytitle = keytitle;
--> statement-breakpoint
UPDATE videos SET id = id;
--> statement-breakpoint
UPDATE products SET id = id;
--> statement-breakpoint
UPDATE downloads SET id = id;
--> statement-breakpoint
UPDATE faqs SET id = id;
--> statement-breakpoint
UPDATE events SET id = id;
--> statement-breakpoint
UPDATE trainings SET id = id;
