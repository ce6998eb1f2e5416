// The texts of what stops trading (the rule itself: src/core/systemState.ts), shown by the investor's trade
// forms and by the console's status panel and tester (translation.json `system.*`).
import type { ReadinessProblem, TradingStop } from '#core/systemState.ts';
import { type Message, message } from '../lib/message.ts';

/** What stops every trade; the trade forms' refusals (src/trade/tradeRefusals.ts) say it with these same texts. */
export const TRADING_STOP_MESSAGE: Record<TradingStop, Message> = {
  emergencySwept: message('system.swept'),
  paused: message('system.paused'),
};

export const READINESS_MESSAGE: Record<ReadinessProblem, Message> = {
  vaultTraderNotSet: message('system.vaultTraderNotSet'),
  ...TRADING_STOP_MESSAGE,
  validationFailed: message('system.validateFailed'),
};
