// The texts of what stops trading (the rule itself: src/core/systemState.ts), shown by the investor's trade
// forms and by the console's status panel and tester (translation.json `system.*`).
import type { ReadinessProblem } from '#core/systemState.ts';
import { type Message, message } from '../lib/message.ts';

export const READINESS_MESSAGE: Record<ReadinessProblem, Message> = {
  vaultTraderNotSet: message('system.vaultTraderNotSet'),
  emergencySwept: message('system.swept'),
  paused: message('system.paused'),
  validationFailed: message('system.validateFailed'),
};
