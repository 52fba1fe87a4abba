-- The mass spectrometry analysis information of a submission (metabolomics or proteomics:
-- analysis type, species or database, sample groups, notes), saved with the draft as JSON and
-- checked by app/domain/analysisInfo.ts. NULL until the customer fills it in.
ALTER TABLE portal_batches ADD COLUMN bif_json TEXT;
