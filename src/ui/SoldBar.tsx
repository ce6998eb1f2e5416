// Sold vs available M2 as a labelled progress bar.
import styles from './SoldBar.module.css';

export function SoldBar({ soldPercent, label }: { soldPercent: number; label: string }) {
  const value = Math.max(0, Math.min(100, soldPercent));
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <div className={styles.fill} style={{ width: `${value}%` }} />
    </div>
  );
}
