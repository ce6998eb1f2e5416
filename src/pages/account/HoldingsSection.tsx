// Live on-chain holdings of the connected wallet, with value at the current price and lock countdowns; under
// them, 'Claim my refund' for every holding of a property delisted with a refund (docs/flows.md#claiming-a-refund).
import { useTranslation } from 'react-i18next';
import { isAddressEqual } from 'viem';
import { useAuth } from '../../auth/authStore.ts';
import { useAccountPositions, useAllPropertyViews } from '../../chain/propertyReads.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatUsdt } from '../../lib/amounts.ts';
import { formatDuration } from '../../lib/duration.ts';
import { message } from '../../lib/message.ts';
import { useNow } from '../../lib/useNow.ts';
import { usePropertyNames } from '../../properties/usePropertyNames.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { RefundClaim } from '../property/RefundClaim.tsx';
import styles from './AccountSection.module.css';
import { AccountSection } from './AccountSection.tsx';
import { propertyColumn } from './propertyColumn.tsx';

const ONE_M2 = 10n ** 18n;

export function HoldingsSection() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const account = useAuth((s) => s.walletAddress);
  const positions = useAccountPositions(account);
  const views = useAllPropertyViews();
  const decimals = useUsdtDecimals();
  const now = useNow();
  const names = usePropertyNames();
  const rows = (positions.data ?? [])
    .filter((p) => p.balance > 0n)
    .map((p) => ({ position: p, view: views.data?.find((v) => isAddressEqual(v.token, p.token)) }));
  const refunds = rows.flatMap(({ position, view }) => (view?.refund ? [{ position, view }] : []));

  return (
    <AccountSection
      id="holdings"
      title={t('parts.holdings.title')}
      loading={positions.isLoading || names.isLoading}
      error={positions.error ? message('parts.holdings.error') : null}
      empty={rows.length === 0}
      emptyText={t('parts.holdings.empty')}
    >
      <DataTable
        caption={t('parts.holdings.title')}
        rows={rows}
        rowKey={(row) => row.position.token}
        columns={[
          propertyColumn<(typeof rows)[number]>(
            t('parts.columns.property'),
            names.nameOf,
            ({ position, view }) => ({
              address: position.token,
              onChainName: view?.name ?? position.token,
            }),
          ),
          {
            key: 'balance',
            header: t('parts.columns.m2'),
            numeric: true,
            render: ({ position }) => formatM2(position.balance, lng, 4),
          },
          {
            key: 'value',
            header: t('parts.columns.value'),
            numeric: true,
            render: ({ position, view }) =>
              view
                ? t('units.usdt', {
                    value: formatUsdt((position.balance * view.currentPrice) / ONE_M2, decimals, lng),
                  })
                : '—',
          },
          {
            key: 'unlocked',
            header: t('parts.columns.unlocked'),
            numeric: true,
            render: ({ position }) => formatM2(position.unlockedBalance, lng, 4),
          },
          {
            key: 'lock',
            header: t('parts.columns.lock'),
            render: ({ position }) => {
              const unlockAt = Number(position.unlockTime) * 1000;
              if (position.lockedAmount === 0n || unlockAt <= now) return t('parts.holdings.unlockedAll');
              return t('parts.holdings.lockedFor', {
                value: formatM2(position.lockedAmount, lng, 4),
                left: formatDuration((unlockAt - now) / 1000, t),
              });
            },
          },
        ]}
      />
      {account &&
        refunds.map(({ position, view }) => (
          <div key={view.token} className={styles.refund}>
            <RefundClaim
              view={view}
              account={account}
              balance={position.balance}
              title={t('parts.holdings.refundTitle', { name: names.nameOf(view.token, view.name) })}
            />
          </div>
        ))}
    </AccountSection>
  );
}
