// An audit entry's values as the console shows them, in the reader's language (auditValues.ts): amounts, prices,
// times, durations and countries in their units, addresses shortened, anything else as the API holds it.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { countryLabel, isCountryCode } from '#core/countries.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { shortenAddress } from '../../lib/shortenAddress.ts';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { auditText } from './auditChanges.ts';
import { type AuditFormat, auditUnit, formatAuditValue } from './auditValues.ts';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A field's name in the reader's language (`sell_enabled` → 'Selling back'); a field the console does not know shows
 *  its name with spaces. */
export function useAuditFieldLabel(): (field: string) => string {
  const translate = useTranslate();
  return (field) => translate(`admin.auditLog.fields.${field}`, { _: field.replaceAll('_', ' ') });
}

/** `(action) => (field, value) => text` for auditChanges. */
export function useAuditValue(): (action: string) => (field: string, value: unknown) => string {
  const format = useAdminFormat();
  const translate = useTranslate();
  return useMemo(() => {
    const units: AuditFormat = {
      usdt: format.usdt,
      price: (units) => translate('admin.auditLog.perM2', { price: format.price(units) }),
      m2: format.m2,
      wholeM2: format.wholeM2,
      duration: format.duration,
      time: (seconds) => formatDateTime(new Date(Number(seconds) * 1000), format.locale),
      country: (code) => (isCountryCode(code) ? countryLabel(code, format.locale) : code),
      none: translate('admin.auditLog.none'),
    };
    return (action) => (field, value) => {
      // Flags and closures in words, never `true`/`false` or a code.
      if (typeof value === 'boolean') return translate(value ? 'admin.auditLog.yes' : 'admin.auditLog.no');
      if (field === 'closure' && typeof value === 'string')
        return translate(`admin.auditLog.closures.${value}`, { _: value });
      const unit = auditUnit(action, field);
      const shown = unit === null ? null : formatAuditValue(unit, value, units);
      if (shown !== null) return shown;
      const text = auditText(value);
      return ADDRESS.test(text) ? shortenAddress(text) : text;
    };
  }, [format, translate]);
}
