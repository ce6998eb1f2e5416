-- A trade may be recorded (POST /purchases/create|sell/) before the indexer reached the PropertyCreated log of
-- its property. The property row is then built from the registry's views: no creator or creation log yet
-- (tx_hash null), and block_number is the trade's block. The indexer fills the row in when it reads the log.
alter table chain_properties alter column creator drop not null;
alter table chain_properties alter column tx_hash drop not null;
alter table chain_properties alter column log_index drop not null;
