// The time left until a pending recovery may be executed, ticking each second (days, hours, minutes, seconds).
// The API says when it is ready by the chain's clock; this counts down to its ready-at on the chain's clock too
// (the latest block's time against this computer's, whose difference is taken once: a test chain may run days
// ahead of the wall clock).
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBlock } from 'wagmi';
import { secondsUntilReady } from '#core/recoveryStatus.ts';

export function formatCountdown(seconds: number): { days: number; clock: string } {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}

export function Countdown({ readyAt }: { readyAt: string }) {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { data: block } = useBlock();
  // Seconds the chain's clock is ahead of this computer's (0 until the block is read).
  const chainAhead = useMemo(
    () => (block ? Number(block.timestamp) - Math.floor(Date.now() / 1000) : 0),
    [block],
  );
  const left = secondsUntilReady(Date.parse(readyAt) / 1000, now / 1000 + chainAhead);
  const { days, clock } = formatCountdown(left);
  return <span>{translate('admin.recoveries.countdown', { days, clock })}</span>;
}
