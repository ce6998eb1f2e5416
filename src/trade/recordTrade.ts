// The last step of a buy or sell: record the confirmed transaction on the server. The trade itself is
// final on chain, so a failed record only means the server's indexer will pick it up a little later.
import type { Message } from '../lib/message.ts';
import type { useTxSteps } from './useTxSteps.ts';

export interface TradeOutcome {
  tone: 'success' | 'warning';
  text: Message;
}

export async function recordTrade(
  flow: ReturnType<typeof useTxSteps>,
  record: () => Promise<unknown>,
  describe: (error: unknown) => Message,
  messages: { success: Message; later: Message },
): Promise<TradeOutcome> {
  try {
    await flow.runStep('record', record, describe);
    return { tone: 'success', text: messages.success };
  } catch {
    return { tone: 'warning', text: messages.later };
  }
}
