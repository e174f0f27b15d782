-- Export progress in rows (docs/transaction-jobs.md "Exports"): the rows an export has written so
-- far, stored with each chunk, so the UI shows "N of M rows" rather than bytes only.
alter table transaction_jobs add column rows_written integer not null default 0;
