import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField.tsx';

/** The M2 amount input of the buy and sell forms (decimal, up to 18 places). */
export function M2AmountField({
  label,
  value,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      suffix={t('units.m2Short')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={hint}
      error={error}
    />
  );
}
