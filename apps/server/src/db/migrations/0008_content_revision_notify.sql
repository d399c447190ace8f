-- The raised revision is also announced on the 'content_revision' channel, so that a process
-- that listens (the embedded database's one process) knows it without asking on every request.
CREATE OR REPLACE FUNCTION bump_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE "content_revision" SET "revision" = "revision" + 1 WHERE "id" = 1 RETURNING "revision" INTO raised;
  PERFORM pg_notify('content_revision', raised::text);
  RETURN NULL;
END
$$;
