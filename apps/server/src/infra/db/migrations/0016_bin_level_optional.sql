-- A processor often sends no card level, and staff correcting only the issuer must not have to
-- invent one: the corrected BIN data may leave the level empty.
alter table transaction_bin_data alter column card_level drop not null;
