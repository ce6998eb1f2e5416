// JSON-RPC batches through the API's `/rpc` proxy (docs/api.md#rpc-proxy): the proxy refuses a batch of more
// calls than this, and the web app's transport never sends a larger one (it splits what it gathers).

/** Calls per JSON-RPC batch, at most. */
export const RPC_MAX_BATCH = 20;
