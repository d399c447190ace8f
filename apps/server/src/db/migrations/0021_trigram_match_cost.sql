-- Search matches short terms against titles by trigram word similarity (typos), through the
-- titles' trigram indexes. pg_trgm declares its operators' functions as cheap as equality, so on
-- a table of some thousand rows the planner prefers reading every row and computing the
-- similarity of each (about 10 µs a row: 100 ms for 10,000 FAQs) over the index (5 ms). Their
-- real cost, declared here, makes it choose the index. Changing an extension's function needs
-- its owner: a database user that is not cannot, and search then stays correct but slower on
-- large content (the README says so).
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm''s word similarity keeps its declared cost: this user does not own it';
END
$$;
