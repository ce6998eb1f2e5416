// The portfolio through the API (docs/portfolio.md): trades, a price change, income, a transfer and a refund on
// chain → the indexer records them → FIFO figures per property and in total; the CSV export with decimal
// amounts in both languages; the yearly PDF statement, signed and verifiable.
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementPdfVerifyUrl } from '../../lib/statement-pdf.ts';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { address, INVESTOR_A, INVESTOR_B, M2, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';
import { pdfText } from '../helpers/pdf-text.ts';

const chain = chainPerFile();
const DAY = 86_400;

describe.each(routeEngines())('portfolio on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let a: string;
  let b: string;
  let villa: Address;
  let loft: Address;
  let year: number;

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    a = (await t.login(INVESTOR_A)).access;
    b = (await t.login(INVESTOR_B)).access;
    villa = await chain().createProperty('Portfolio Villa', 1000n, 100n * USDT, 86_400n);
    loft = await chain().createProperty('Portfolio Loft', 50n, 200n * USDT, 86_400n);
    // Lot 1: 10 M2 for 1,000 USDT; the price goes to 110; lot 2: 10 M2 for 1,100.
    await chain().buy(INVESTOR_A, villa, 10n * M2);
    await chain().changePrice(villa, 110n * USDT);
    await chain().increaseTime(2 * DAY + 1);
    await chain().buy(INVESTOR_A, villa, 10n * M2);
    await chain().increaseTime(DAY + 1);
    // 15 M2 sold for 1,650: FIFO takes lot 1 (1,000) and half of lot 2 (550): +100 realised.
    await chain().sell(INVESTOR_A, villa, 15n * M2);
    // 1,000 USDT of rent while A holds 5 of 1,000 M2: 5 USDT, claimed.
    await chain().distributeIncome(villa, 1_000n * USDT);
    await chain().claimIncome(INVESTOR_A, [villa]);
    // 1 M2 given to B leaves with its cost (110): 4 M2 costing 440 remain.
    await chain().transfer(INVESTOR_A, villa, address(INVESTOR_B), 1n * M2);
    await chain().changePrice(villa, 121n * USDT);
    await chain().increaseTime(2 * DAY + 1);
    // 2 M2 of the Loft for 400, refunded at the same price after a delisting.
    await chain().buy(INVESTOR_A, loft, 2n * M2);
    await chain().delist(loft, true);
    await chain().claimRefund(INVESTOR_A, loft);
    await t.app.indexer.tick();
    year = new Date((await t.app.chain.latestTime()) * 1000).getUTCFullYear();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, access?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...(access ? t.bearer(access) : {}), ...headers } });
  const usdt = (n: bigint) => (n * USDT).toString();

  it('test_portfolio_requires_authentication', async () => {
    for (const url of [
      '/api/user/portfolio/',
      '/api/user/portfolio/history/',
      '/api/user/portfolio/transactions.csv?from=2020-01-01&to=2020-12-31',
      `/api/user/portfolio/statement.pdf?year=${year}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ detail: 'User not authenticated' });
    }
  });

  it('test_portfolio_fifo_figures_per_property_and_in_total', async () => {
    const response = await get('/api/user/portfolio/', a);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const byName = (name: string) =>
      body.properties.find((p: { property_name: string }) => p.property_name === name);
    expect(byName('Portfolio Villa')).toMatchObject({
      contract_address: villa,
      held_m2: (4n * M2).toString(),
      price: usdt(121n),
      value: usdt(484n),
      cost_basis: usdt(440n),
      unrealised_gain: usdt(44n),
      realised_gain: usdt(100n),
      invested: usdt(2_100n),
      sale_proceeds: usdt(1_650n),
      refunds: '0',
      income: usdt(5n),
      total_return: usdt(149n),
      claimable_income: '0',
    });
    expect(byName('Portfolio Loft')).toMatchObject({
      held_m2: '0',
      value: '0',
      cost_basis: '0',
      realised_gain: '0',
      refunds: usdt(400n),
      invested: usdt(400n),
    });
    expect(body.totals).toEqual({
      value: usdt(484n),
      cost_basis: usdt(440n),
      unrealised_gain: usdt(44n),
      realised_gain: usdt(100n),
      invested: usdt(2_500n),
      sale_proceeds: usdt(1_650n),
      refunds: usdt(400n),
      income: usdt(5n),
      total_return: usdt(149n),
      claimable_income: '0',
    });
    // Test USDT: 1,000,000 each, less 2,500 paid, plus 1,650 + 5 + 400 received.
    expect(body.usdt_balance).toBe(usdt(1_000_000n - 2_500n + 1_650n + 5n + 400n));
    expect(body.usdt_decimals).toBe(18);

    // B received 1 M2 by transfer: a lot at no cost, worth 121.
    const other = (await get('/api/user/portfolio/', b)).json();
    expect(other.totals).toMatchObject({ value: usdt(121n), cost_basis: '0', unrealised_gain: usdt(121n) });
  });

  it('test_portfolio_history_ends_with_the_current_value', async () => {
    const points = (await get('/api/user/portfolio/history/', a)).json();
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points[0]).toMatchObject({ value: usdt(1_000n), cost_basis: usdt(1_000n) });
    expect(points[points.length - 1]).toMatchObject({ value: usdt(484n), cost_basis: usdt(440n) });
  });

  it('test_transactions_csv_lists_the_range_in_m2_and_usdt', async () => {
    const response = await get(
      '/api/user/portfolio/transactions.csv?from=2020-01-01&to=2099-12-31&lang=en',
      a,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions_2020-01-01_2099-12-31.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date (UTC),Type,Property,Contract,M2,Amount (USDT),Price (USDT per M2),Transaction',
    );
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => [r[1], r[2], r[4], r[5], r[6]])).toEqual([
      ['Purchase', 'Portfolio Villa', '10', '1000', '100'],
      ['Purchase', 'Portfolio Villa', '10', '1100', '110'],
      ['Sale', 'Portfolio Villa', '15', '1650', '110'],
      ['Income claimed', 'Portfolio Villa', '', '5', ''],
      ['M2 sent', 'Portfolio Villa', '1', '0', ''],
      ['Purchase', 'Portfolio Loft', '2', '400', '200'],
      ['Refund', 'Portfolio Loft', '2', '400', ''],
    ]);
    expect(rows.every((r) => /^0x[0-9a-f]{64}$/.test(r[7] ?? ''))).toBe(true);

    const ru = await get('/api/user/portfolio/transactions.csv?from=2020-01-01&to=2099-12-31', a, {
      'accept-language': 'ru-RU,ru;q=0.9',
    });
    expect(ru.body).toContain('Дата (UTC),Тип,Объект,Контракт,M2,Сумма (USDT),Цена (USDT за M2),Транзакция');
    expect(ru.body).toContain(',Покупка,Portfolio Villa,');

    // A range before everything: the headers alone.
    const empty = await get('/api/user/portfolio/transactions.csv?from=2020-01-01&to=2020-01-31', a);
    expect(empty.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('test_transactions_csv_refuses_a_bad_range', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['from=2026-02-30&to=2026-03-01', { from: ['Enter a valid date.'] }],
      ['from=2026-03-01&to=2026-02-01', { to: ['The end date must not be before the start date.'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await get(`/api/user/portfolio/transactions.csv?${query}`, a);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    const missing = await get('/api/user/portfolio/transactions.csv?from=x', a);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(expect.arrayContaining(['from', 'to']));
  });

  it('test_statement_pdf_is_signed_and_verifiable', async () => {
    const response = await get(`/api/user/portfolio/statement.pdf?year=${year}&lang=ru`, a);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement_${year}.pdf"`);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The font is embedded (Cyrillic from DejaVu Sans, shipped from npm).
    expect(pdf).toContain('DejaVuSans');
    // The short verify link (id and signature, like a certificate's), printed, in the QR code and the Subject:
    // the human page, which asks the API with the same id and signature.
    const link = statementPdfVerifyUrl(response.rawPayload);
    expect(link?.pathname).toMatch(/^\/statements\/verify\/[0-9]+\/$/);
    expect([...(link?.searchParams.keys() ?? [])]).toEqual(['signature']);
    const verifyPath = `/api/portfolio${link?.pathname}${link?.search}`;
    const verify = await get(verifyPath);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      valid: true,
      signer: t.app.certificateSigner.address,
      statement: {
        holder: address(INVESTOR_A),
        year,
        value: usdt(484n),
        cost_basis: usdt(440n),
        unrealised_gain: usdt(44n),
        realised_gain: usdt(100n),
        income: usdt(5n),
        refunds: usdt(400n),
        invested: usdt(2_500n),
        sale_proceeds: usdt(1_650n),
        properties: [
          {
            token: villa,
            held_m2: (4n * M2).toString(),
            value: usdt(484n),
            cost_basis: usdt(440n),
            unrealised_gain: usdt(44n),
            realised_gain: usdt(100n),
            income: usdt(5n),
            refunds: '0',
          },
          {
            token: loft,
            held_m2: '0',
            value: '0',
            cost_basis: '0',
            unrealised_gain: '0',
            realised_gain: '0',
            income: '0',
            refunds: usdt(400n),
          },
        ],
      },
    });
    // Without the statement's own signature it is not found (ids are sequential).
    const id = link?.pathname.split('/').at(-2);
    const other = `0x${'1'.repeat(130)}`;
    expect((await get(`/api/portfolio/statements/verify/${id}/?signature=${other}`)).statusCode).toBe(404);
    expect((await get(`/api/portfolio/statements/verify/${id}/?signature=abc`)).statusCode).toBe(400);
  });

  it('test_statement_verification_fails_when_a_property_row_changes', async () => {
    const response = await get(`/api/user/portfolio/statement.pdf?year=${year}`, a);
    const link = statementPdfVerifyUrl(response.rawPayload);
    const id = Number(link?.pathname.split('/').at(-2));
    const verifyPath = `/api/portfolio/statements/verify/${id}/${link?.search}`;
    expect((await get(verifyPath)).json().valid).toBe(true);
    // One per-property figure changed where the statement is kept (the totals untouched): the rows' hash differs.
    await t.app.db.query(
      `update statements set figures = jsonb_set(figures, '{properties,1,refunds}', '"${usdt(401n)}"') where id = $1`,
      [id],
    );
    const tampered = (await get(verifyPath)).json();
    expect(tampered.statement.properties[1].refunds).toBe(usdt(401n));
    expect(tampered.valid).toBe(false);
    // Back as signed: valid again (the check is the signature over the rows, not a flag).
    await t.app.db.query(
      `update statements set figures = jsonb_set(figures, '{properties,1,refunds}', '"${usdt(400n)}"') where id = $1`,
      [id],
    );
    expect((await get(verifyPath)).json().valid).toBe(true);
    await t.app.db.query(
      `update statements set figures = jsonb_set(figures, '{properties,0,held_m2}', '"${(5n * M2).toString()}"') where id = $1`,
      [id],
    );
    expect((await get(verifyPath)).json().valid).toBe(false);
  });

  it('test_statement_pdf_prints_whole_usdt_and_m2_in_the_language', async () => {
    const base = [484n, 440n, 44n, 100n, 5n, 400n, 2_500n, 1_650n].map(usdt);
    const en = pdfText((await get(`/api/user/portfolio/statement.pdf?year=${year}&lang=en`, a)).rawPayload);
    const ru = pdfText((await get(`/api/user/portfolio/statement.pdf?year=${year}&lang=ru`, a)).rawPayload);
    for (const text of [en, ru]) {
      // Never base units: no 18-decimal figure, and no run of digits long enough to be one.
      for (const units of base) expect(text).not.toContain(units);
      expect(text).not.toContain((4n * M2).toString());
      // The figures end where the signature block starts (its hex signature and link may wrap into digit runs).
      const [figures, signatureBlock] = text.split(/\n(?:Statement No\.|Выписка №) /);
      expect(signatureBlock).toBeDefined();
      expect((figures ?? '').replace(/0x[0-9a-fA-F]+/g, '')).not.toMatch(/[0-9]{12}/);
    }
    const lines = (text: string) => text.split('\n');
    expect(lines(en)).toEqual(
      expect.arrayContaining([
        '484 USDT',
        '440 USDT',
        '44 USDT (gain)',
        '100 USDT (gain)',
        '5 USDT',
        '400 USDT',
        '2,500 USDT',
        '1,650 USDT',
        'Refunds',
      ]),
    );
    // The per-property rows: the Villa's 4 M2 worth 484 and the Loft's 400 of refunds, each in its column.
    const villaRow = lines(en).indexOf('Portfolio Villa');
    expect(lines(en).slice(villaRow + 1, villaRow + 8)).toEqual(['4', '484', '440', '44', '100', '5', '0']);
    const loftRow = lines(en).indexOf('Portfolio Loft');
    expect(lines(en).slice(loftRow + 1, loftRow + 8)).toEqual(['0', '0', '0', '0', '0', '0', '400']);
    expect(lines(ru)).toEqual(
      expect.arrayContaining([
        `Годовая выписка за ${year}`,
        'Стоимость на конец периода',
        'Получены возвраты',
        'Возвраты',
        '484 USDT',
        '44 USDT (прибыль)',
        '400 USDT',
      ]),
    );
    // Russian groups thousands with a (narrow) no-break space and no comma.
    expect(ru).toMatch(/^2\s500 USDT$/mu);
    expect(ru).not.toContain('2,500');
  });

  it('test_statement_issued_twice_unchanged_is_kept_once', async () => {
    const kept = async () =>
      Number(
        (
          await t.app.db.query<{ n: string }>('select count(*) as n from statements where holder = $1', [
            address(INVESTOR_A).toLowerCase(),
          ])
        )[0]?.n,
      );
    const idOf = (pdf: Buffer) => Number(statementPdfVerifyUrl(pdf)?.pathname.split('/').at(-2));
    const first = await get(`/api/user/portfolio/statement.pdf?year=${year}&lang=en`, a);
    const before = await kept();
    // Again, in the other language: the same statement (number and signature), no new row.
    const second = await get(`/api/user/portfolio/statement.pdf?year=${year}&lang=ru`, a);
    expect(second.statusCode).toBe(200);
    expect(idOf(second.rawPayload)).toBe(idOf(first.rawPayload));
    expect(statementPdfVerifyUrl(second.rawPayload)?.search).toBe(
      statementPdfVerifyUrl(first.rawPayload)?.search,
    );
    expect(await kept()).toBe(before);
    // Once the figures differ from the kept ones, a new statement is issued and kept.
    await t.app.db.query(
      `update statements set figures = jsonb_set(figures, '{income}', '"1"') where id = $1`,
      [idOf(first.rawPayload)],
    );
    const third = await get(`/api/user/portfolio/statement.pdf?year=${year}`, a);
    expect(idOf(third.rawPayload)).toBeGreaterThan(idOf(first.rawPayload));
    expect(await kept()).toBe(before + 1);
  });

  // The engine plays no part here.
  it.runIf(engine === 'pglite')('test_statement_pdf_is_rate_limited_per_user', async () => {
    const limited = await createTestApp(chain(), engine, {
      rateLimits: { login: 100, refresh: 100, uploads: 100, rpc: 100, statements: 2 },
    });
    try {
      const [first, second] = [
        (await limited.login(INVESTOR_A)).access,
        (await limited.login(INVESTOR_B)).access,
      ];
      const statement = (access: string) =>
        limited.app.inject({
          url: `/api/user/portfolio/statement.pdf?year=${year}`,
          headers: limited.bearer(access),
        });
      expect((await statement(first)).statusCode).toBe(200);
      expect((await statement(first)).statusCode).toBe(200);
      const over = await statement(first);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ detail: 'Too many requests: retry in 1 minute.' });
      expect(over.headers['retry-after']).toMatch(/^[0-9]+$/);
      // Another user has a budget of their own.
      expect((await statement(second)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('test_statement_refuses_a_year_out_of_range', async () => {
    const future = await get(`/api/user/portfolio/statement.pdf?year=${year + 1}`, a);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ year: ['The year has not started yet.'] });
    const old = await get('/api/user/portfolio/statement.pdf?year=1999', a);
    expect(old.statusCode).toBe(400);
    expect(Object.keys(old.json())).toEqual(['year']);
    // A year before any activity: a statement with nothing in it, still signed.
    const empty = await get(`/api/user/portfolio/statement.pdf?year=${year - 1}`, a);
    expect(empty.statusCode).toBe(200);
    const link = statementPdfVerifyUrl(empty.rawPayload);
    const verified = (await get(`/api/portfolio${link?.pathname}${link?.search}`)).json();
    expect(verified).toMatchObject({ valid: true, statement: { value: '0', invested: '0', properties: [] } });
  });

  it('test_portfolio_values_at_the_price_in_force_once_the_clock_passes_it_with_no_event', async () => {
    const villaRow = async () =>
      (await get('/api/user/portfolio/', a))
        .json()
        .properties.find((p: { contract_address: string }) => p.contract_address === villa);
    await chain().changePrice(villa, 133n * USDT);
    await t.app.indexer.tick();
    expect(await villaRow()).toMatchObject({ price: usdt(121n), value: usdt(484n) });
    // The announced time passes in one empty block; the indexer does not run.
    const moved = await chain().increaseTime(2 * DAY + 1);
    expect(moved.transactions).toHaveLength(0);
    // The API caches the chain head (its time) for a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await villaRow()).toMatchObject({
      price: usdt(133n),
      value: usdt(532n),
      unrealised_gain: usdt(92n),
    });
    expect(await chain().reader.vault.read.quoteBuy([villa, M2])).toBe(133n * USDT);
  });

  it('test_portfolio_is_as_of_a_block_holding_the_transaction_just_sent', async () => {
    await get('/api/user/portfolio/', a);
    // Rent comes and A claims it, within the second the API keeps the head it read.
    await chain().distributeIncome(villa, 1_000n * USDT);
    const claim = await chain().claimIncome(INVESTOR_A, [villa]);
    const body = (await get('/api/user/portfolio/', a)).json();
    expect(BigInt(body.as_of_block)).toBeGreaterThanOrEqual(claim.blockNumber);
    expect(body.usdt_balance).toBe(
      String(
        await chain().reader.usdt.read.balanceOf([address(INVESTOR_A)], { blockNumber: claim.blockNumber }),
      ),
    );
  });

  it('test_portfolio_reads_the_balance_and_income_to_claim_at_the_block_it_reports', async () => {
    const holder = address(INVESTOR_A);
    const { usdtBalance } = t.app.chain;
    // A block comes between the API's head and its reads: rent, and A claims it.
    t.app.chain.usdtBalance = async (...args) => {
      await chain().distributeIncome(villa, 1_000n * USDT);
      await chain().claimIncome(INVESTOR_A, [villa]);
      return usdtBalance(...args);
    };
    try {
      const body = (await get('/api/user/portfolio/', a)).json();
      const at = { blockNumber: BigInt(body.as_of_block) };
      expect(BigInt(body.as_of_block)).toBeLessThan(await chain().client.getBlockNumber());
      expect(body.usdt_balance).toBe(String(await chain().reader.usdt.read.balanceOf([holder], at)));
      expect(body.usdt_balance).not.toBe(String(await chain().reader.usdt.read.balanceOf([holder])));
      const villaRow = body.properties.find(
        (p: { contract_address: string }) => p.contract_address === villa,
      );
      expect(villaRow.claimable_income).toBe(
        String(await chain().reader.vault.read.claimableIncome([villa, holder], at)),
      );
      expect(Date.parse(body.as_of) / 1000).toBe(Number((await chain().client.getBlock(at)).timestamp));
    } finally {
      t.app.chain.usdtBalance = usdtBalance;
    }
  });
});
