-- The back office's list of every property (GET /custom_admin/chain-properties/, docs/api.md#indexed-block) is
-- read a page at a time in one of its sorts: each sort has an index in its order (ties in registry order), so a
-- page of 24 is read from the index instead of sorting every property.
--
-- Names sort naturally ('Property 2' before 'Property 10') and without regard to case: the sort key is the
-- lower-case name with every run of digits written as its length (3 digits) and the digits without leading zeros,
-- so numbers compare by value.
create function natural_sort_key(value text) returns text
language sql immutable strict parallel safe
as $$
  select coalesce(
    string_agg(
      case
        when part[1] ~ '^[0-9]' then lpad(length(ltrim(part[1], '0'))::text, 3, '0') || ltrim(part[1], '0')
        else part[1]
      end,
      '' order by n
    ),
    ''
  )
  from regexp_matches(lower(value), '[0-9]+|[^0-9]+', 'g') with ordinality as t(part, n)
$$;

create index chain_property_figures_position_idx on chain_property_figures (chain_id, position);
create index chain_property_figures_natural_name_idx
  on chain_property_figures (chain_id, natural_sort_key(name), position);
create index chain_property_figures_bucket_idx on chain_property_figures (chain_id, bucket_balance desc, position);
create index chain_property_figures_sold_idx on chain_property_figures (chain_id, sold_m2 desc, position);
