-- A planned subprocessor change shows on the portal's Subprocessors card, in the page the server
-- renders and keeps: announcing, cancelling or applying one raises the organisation's revision
-- like the other content tables (migration 0022).
DO $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON subprocessor_changes REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION content_revision_of_rows(%L, %L)',
      'subprocessor_changes_content_revision_' || event,
      upper(event),
      CASE event
        WHEN 'insert' THEN 'NEW TABLE AS new_rows'
        WHEN 'update' THEN 'NEW TABLE AS new_rows OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows'
      END,
      'org_id',
      'organizations');
  END LOOP;
  EXECUTE 'CREATE TRIGGER subprocessor_changes_content_revision_truncate AFTER TRUNCATE ON subprocessor_changes FOR EACH STATEMENT EXECUTE FUNCTION content_revision_of_rows(''org_id'', ''organizations'')';
END
$$;
