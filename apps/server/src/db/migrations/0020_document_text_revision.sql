-- Text extracted from a stored file is searched (docs/search.md, Result types): writing it raises
-- the content revision, so search answers kept per revision see a newly extracted document at once.
CREATE TRIGGER "document_texts_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_texts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
