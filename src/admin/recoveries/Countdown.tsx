// The time left until a pending recovery may be executed, ticking each second (days, hours, minutes, seconds).
// The API says when it is ready by the chain's clock; this only counts down to its ready-at.
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { secondsUntilReady } from '../../core/recoveryStatus.ts';

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
  const left = secondsUntilReady(Date.parse(readyAt) / 1000, now / 1000);
  const { days, clock } = formatCountdown(left);
  return <span>{translate('admin.recoveries.countdown', { days, clock })}</span>;
}
