// The web app's JSON-RPC transport (the app and its tests use the same): calls made within 16 ms go out
// together, in batches no larger than the API's /rpc proxy takes (src/core/rpcBatch.ts).
import { http } from 'wagmi';
import { RPC_MAX_BATCH } from '#core/rpcBatch.ts';
import { RPC_URL } from '../config/chains.ts';

export const rpcTransport = () => http(RPC_URL, { batch: { wait: 16, batchSize: RPC_MAX_BATCH } });
