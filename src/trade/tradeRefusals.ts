// The texts of the pre-trade refusals (the rule: src/core/tradeChecks.ts; docs/messages.md#trades-refused-before-the-wallet).
import type { BuyRefusal, SellRefusal } from '#core/tradeChecks.ts';
import { TRADING_STOP_MESSAGE } from '../chain/systemReadiness.ts';
import { type Message, message } from '../lib/message.ts';

export const BUY_REFUSAL_MESSAGE: Record<BuyRefusal, Message> = {
  ...TRADING_STOP_MESSAGE,
  delisted: message('buy.delisted'),
  buyingClosed: message('buy.buyingClosed'),
  amountInvalid: message('buy.errors.amountInvalid'),
  notEnoughAvailable: message('buy.errors.notEnoughAvailable'),
  insufficientUsdt: message('buy.errors.insufficientUsdt'),
};

export const SELL_REFUSAL_MESSAGE: Record<SellRefusal, Message> = {
  ...TRADING_STOP_MESSAGE,
  delisted: message('sell.delisted'),
  sellDisabled: message('sell.disabled'),
  amountInvalid: message('sell.errors.amountInvalid'),
  moreThanHeld: message('sell.errors.moreThanHeld'),
  moreThanUnlocked: message('sell.errors.moreThanUnlocked'),
  insufficientLiquidity: message('sell.errors.insufficientLiquidity'),
};
