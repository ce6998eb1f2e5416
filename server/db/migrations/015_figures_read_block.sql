-- The block at which a property's figures were read from the lens. The indexer and the API (a price whose time came
-- between two indexer passes, docs/api.md#chain-time) both write the figures; the API's write is kept only when it
-- read at the same block as the stored figures or later, so a slow read cannot undo a newer one.
alter table chain_property_figures add column read_block bigint not null default 0;
