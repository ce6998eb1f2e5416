// react-admin list parameters become whitelisted SQL with every value as a parameter.
import { describe, expect, it } from 'vitest';
import { FieldValidationError } from './errors.ts';
import { type ListSpec, pageSql, planList, sendPage } from './list-query.ts';

const spec: ListSpec = {
  sortable: { id: 'p.id', name: 'p.name' },
  filterable: { status: 'p.status', wallet: 'p.wallet' },
  searchable: ['p.name', 'p.description'],
  defaultSort: ['name', 'ASC'],
};

function fieldsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FieldValidationError);
    return (error as FieldValidationError).fields;
  }
  throw new Error('no error thrown');
}

describe('list plans', () => {
  it('test_planList_uses_the_default_sort_with_the_id_as_tie_break_and_no_page_without_a_range', () => {
    expect(planList({}, spec, 1)).toEqual({
      where: '',
      params: [],
      orderBy: 'p.name ASC, p.id ASC',
      limit: null,
      offset: 0,
      range: null,
    });
    expect(planList({ sort: '["id","desc"]' }, spec, 1).orderBy).toBe('p.id DESC');
    expect(planList({ sort: '["name"]' }, spec, 1).orderBy).toBe('p.name ASC, p.id ASC');
    expect(planList({ sort: '["name","DESC"]' }, { ...spec, sortable: { name: 'n' } }, 1).orderBy).toBe(
      'n DESC, 1 DESC',
    );
  });

  it('test_planList_refuses_unknown_inherited_or_malformed_sorts', () => {
    const expected = { sort: ['Expected ["field", "ASC"|"DESC"] with field one of: id, name.'] };
    expect(fieldsOf(() => planList({ sort: '["email","ASC"]' }, spec, 1))).toEqual(expected);
    expect(fieldsOf(() => planList({ sort: '["constructor","ASC"]' }, spec, 1))).toEqual(expected);
    expect(fieldsOf(() => planList({ sort: '"name"' }, spec, 1))).toEqual(expected);
    expect(fieldsOf(() => planList({ sort: '[1,"ASC"]' }, spec, 1))).toEqual(expected);
    expect(fieldsOf(() => planList({ sort: '{"0":"name"}' }, spec, 1))).toEqual(expected);
    expect(fieldsOf(() => planList({ sort: '["name","UP"]' }, spec, 1))).toEqual({
      sort: ['Order must be ASC or DESC.'],
    });
    expect(fieldsOf(() => planList({ sort: '[name' }, spec, 1))).toEqual({ sort: ['Must be JSON.'] });
  });

  it('test_planList_pages_a_range_of_at_most_1000_items', () => {
    const plan = planList({ range: '[10,19]' }, spec, 1);
    expect([plan.limit, plan.offset, plan.range]).toEqual([10, 10, [10, 19]]);
    expect(planList({ range: '[0,999]' }, spec, 1).limit).toBe(1000);
    expect(planList({ range: '[5,5]' }, spec, 1).limit).toBe(1);
    expect(planList({ range: '[500,1200]' }, spec, 1).limit).toBe(701);
    const expected = { range: ['Expected [start, end] with 0 <= start <= end and at most 1000 items.'] };
    for (const range of [
      '[0,1000]',
      '[5,4]',
      '[-1,3]',
      '[0]',
      '[0,1,2]',
      '{"a":1}',
      '[0.5,2]',
      '["0","2"]',
    ]) {
      expect(fieldsOf(() => planList({ range }, spec, 1))).toEqual(expected);
    }
    expect(fieldsOf(() => planList({ range: 'x' }, spec, 1))).toEqual({ range: ['Must be JSON.'] });
  });

  it('test_planList_turns_filters_into_parameters_numbered_from_the_first_one_lowercasing_addresses', () => {
    const address = '0xAbCdEf0123456789aBcDeF0123456789ABCDEF01';
    const plan = planList(
      { filter: JSON.stringify({ status: 'active', wallet: [address, 7], q: '50%_a\\b' }) },
      spec,
      3,
    );
    expect(plan.where).toBe(
      ' and p.status::text = $3 and p.wallet::text = any($4::text[]) and (p.name ilike $5 or p.description ilike $5)',
    );
    expect(plan.params).toEqual(['active', [address.toLowerCase(), '7'], '%50\\%\\_a\\\\b%']);
    expect(planList({ filter: '{"status":null}' }, spec, 1)).toMatchObject({
      where: ' and p.status is null',
      params: [],
    });
    expect(planList({ filter: '{"status":true}' }, spec, 1).params).toEqual(['true']);
    expect(planList({ filter: '{"status":2}' }, spec, 1).params).toEqual(['2']);
    expect(planList({ filter: '{"wallet":"0xabc"}' }, spec, 1).params).toEqual(['0xabc']);
    const hex = 'ABCDEF0123456789ABCDEF0123456789ABCDEF01';
    expect(planList({ filter: JSON.stringify({ wallet: `id-0x${hex}` }) }, spec, 1).params).toEqual([
      `id-0x${hex}`,
    ]);
    expect(planList({ filter: JSON.stringify({ wallet: `0x${hex}Z` }) }, spec, 1).params).toEqual([
      `0x${hex}Z`,
    ]);
  });

  it('test_planList_refuses_unknown_inherited_or_malformed_filters', () => {
    expect(fieldsOf(() => planList({ filter: '{"email":"a"}' }, spec, 1))).toEqual({
      filter: ['Unknown filter "email".'],
    });
    expect(fieldsOf(() => planList({ filter: '{"toString":"a"}' }, spec, 1))).toEqual({
      filter: ['Unknown filter "toString".'],
    });
    expect(fieldsOf(() => planList({ filter: '{"q":"a"}' }, { ...spec, searchable: undefined }, 1))).toEqual({
      filter: ['Unknown filter "q".'],
    });
    expect(fieldsOf(() => planList({ filter: '{"q":1}' }, spec, 1))).toEqual({
      filter: ['q must be a string.'],
    });
    expect(fieldsOf(() => planList({ filter: '{"status":{"a":1}}' }, spec, 1))).toEqual({
      filter: ['Filter "status" must be a value or a list of values.'],
    });
    for (const filter of ['[]', 'null', '"x"']) {
      expect(fieldsOf(() => planList({ filter }, spec, 1))).toEqual({ filter: ['Expected a JSON object.'] });
    }
    expect(fieldsOf(() => planList({ filter: '{' }, spec, 1))).toEqual({ filter: ['Must be JSON.'] });
  });
});

describe('date and any-of filters', () => {
  const dated: ListSpec = {
    ...spec,
    dates: { at: 'p.at' },
    matches: { subject: ['p.subject', "p.after->>'id'"] },
  };

  it('test_planList_bounds_dates_and_matches_any_of_several_columns', () => {
    const address = '0xAbCdEf0123456789aBcDeF0123456789ABCDEF01';
    const plan = planList(
      { filter: JSON.stringify({ at_gte: '2026-11-01', at_lte: '2026-11-02T10:00:00Z', subject: address }) },
      dated,
      2,
    );
    expect(plan.where).toBe(
      " and p.at >= $2::timestamptz and p.at <= $3::timestamptz and (p.subject = $4 or p.after->>'id' = $4)",
    );
    expect(plan.params).toEqual(['2026-11-01', '2026-11-02T10:00:00Z', address.toLowerCase()]);
    expect(planList({ filter: '{"subject":12}' }, dated, 1).params).toEqual(['12']);
  });

  it('test_planList_refuses_dates_that_are_not_iso_and_subjects_that_are_not_values', () => {
    for (const at of ['yesterday', '2026-13-45', 20261101, '2026-11-01 10:00']) {
      expect(fieldsOf(() => planList({ filter: JSON.stringify({ at_gte: at }) }, dated, 1))).toEqual({
        filter: ['Filter "at_gte" must be an ISO 8601 date.'],
      });
    }
    expect(fieldsOf(() => planList({ filter: '{"subject":[1]}' }, dated, 1))).toEqual({
      filter: ['Filter "subject" must be a value.'],
    });
    expect(fieldsOf(() => planList({ filter: '{"at_gte":"2026-11-01"}' }, spec, 1))).toEqual({
      filter: ['Unknown filter "at_gte".'],
    });
  });
});

describe('pages', () => {
  it('test_pageSql_adds_limit_and_offset_only_for_a_range', () => {
    expect(pageSql(planList({}, spec, 1))).toBe(' order by p.name ASC, p.id ASC');
    expect(pageSql(planList({ range: '[20,29]' }, spec, 1))).toBe(
      ' order by p.name ASC, p.id ASC limit 10 offset 20',
    );
  });

  it('test_sendPage_sets_content_range_only_when_a_range_was_asked', () => {
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => (headers[name] = value) } as never;
    expect(sendPage(reply, 'properties', { items: [1], total: 1, plan: planList({}, spec, 1) })).toEqual([1]);
    expect(headers).toEqual({});
    sendPage(reply, 'properties', {
      items: ['a', 'b'],
      total: 12,
      plan: planList({ range: '[10,19]' }, spec, 1),
    });
    expect(headers).toEqual({
      'content-range': 'properties 10-11/12',
      'access-control-expose-headers': 'Content-Range',
    });
    sendPage(reply, 'properties', { items: [], total: 0, plan: planList({ range: '[30,39]' }, spec, 1) });
    expect(headers['content-range']).toBe('properties 30-30/0');
  });
});
