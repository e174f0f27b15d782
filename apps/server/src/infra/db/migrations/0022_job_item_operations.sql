-- A bulk job's item whose action calls the processor runs through the pending money operations
-- (docs/transaction-jobs.md "Exactly once", docs/transactions.md "Pending operations"): its call is
-- committed as a pending operation, with the item pointing at it, before the processor is called;
-- the outcome and the item's mark are recorded together after. A job rerun after a crash finds the
-- item's operation here and records it from what the processor answered under its id, without
-- calling the processor again.
alter table transaction_job_items add column operation_id uuid;
