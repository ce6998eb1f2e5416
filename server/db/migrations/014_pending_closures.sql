-- The closure a property's registry announced and has not applied yet (MasterRegistry.pendingClosure,
-- docs/money-rules.md#closures): its kind (1 = selling back ends, 2 = delisting without refund) and the chain time
-- (seconds) from which it may be applied; null when none. The flags (is_sell_enabled, is_listed) change only when
-- it is applied (docs/api.md#on-chain-figures).
alter table chain_property_figures add column closure_kind smallint;
alter table chain_property_figures add column closure_effective_at bigint;
