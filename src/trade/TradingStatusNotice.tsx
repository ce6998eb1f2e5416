// Warns above the trade forms when the system cannot trade (paused, swept, not initialised).
import { useTranslation } from 'react-i18next';
import { tradingBlocker } from '#core/systemState.ts';
import { useSystemStatus } from '../chain/propertyReads.ts';
import { READINESS_MESSAGE } from '../chain/systemReadiness.ts';
import { messageText } from '../lib/message.ts';
import { Notice } from '../ui/Notice.tsx';

export function TradingStatusNotice() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const problem = tradingBlocker(status.data, status.isError);
  return problem ? <Notice tone="warning">{messageText(t, READINESS_MESSAGE[problem])}</Notice> : null;
}
