import {
  createUseReadContract,
  createUseWriteContract,
  createUseSimulateContract,
  createUseWatchContractEvent,
} from 'wagmi/codegen'

import {
  createReadContract,
  createWriteContract,
  createSimulateContract,
  createWatchContractEvent,
} from 'wagmi/codegen'

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// IdentityRegistry
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 *
 */
export const identityRegistryAbi = [
  {
    type: 'constructor',
    inputs: [
      { name: 'masterRegistry_', internalType: 'address', type: 'address' },
    ],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'RECOVERY_DELAY',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'investor', internalType: 'address', type: 'address' },
      { name: 'country', internalType: 'uint16', type: 'uint16' },
      { name: 'expiry', internalType: 'uint40', type: 'uint40' },
    ],
    name: 'approve',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'lost', internalType: 'address', type: 'address' }],
    name: 'cancelRecovery',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'lost', internalType: 'address', type: 'address' },
      { name: 'tokens', internalType: 'address[]', type: 'address[]' },
    ],
    name: 'executeRecovery',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'account', internalType: 'address', type: 'address' },
      { name: 'tokens', internalType: 'address[]', type: 'address[]' },
    ],
    name: 'freeze',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'identityOf',
    outputs: [
      {
        name: 'identity',
        internalType: 'struct IIdentityRegistry.Identity',
        type: 'tuple',
        components: [
          { name: 'approved', internalType: 'bool', type: 'bool' },
          { name: 'frozen', internalType: 'bool', type: 'bool' },
          { name: 'country', internalType: 'uint16', type: 'uint16' },
          { name: 'expiry', internalType: 'uint40', type: 'uint40' },
        ],
      },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'identityStore',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'isFrozen',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'isVerified',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'masterRegistry',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'lost', internalType: 'address', type: 'address' }],
    name: 'recoveryOf',
    outputs: [
      { name: 'replacement', internalType: 'address', type: 'address' },
      { name: 'readyAt', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'lost', internalType: 'address', type: 'address' },
      { name: 'replacement', internalType: 'address', type: 'address' },
    ],
    name: 'requestRecovery',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'investor', internalType: 'address', type: 'address' }],
    name: 'revoke',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'from', internalType: 'address', type: 'address' },
      { name: 'to', internalType: 'address', type: 'address' },
    ],
    name: 'transferStatus',
    outputs: [
      { name: 'senderFrozen', internalType: 'bool', type: 'bool' },
      { name: 'receiverVerified', internalType: 'bool', type: 'bool' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'unfreeze',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'investor',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'country',
        internalType: 'uint16',
        type: 'uint16',
        indexed: false,
      },
      {
        name: 'expiry',
        internalType: 'uint40',
        type: 'uint40',
        indexed: false,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'InvestorApproved',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'InvestorFrozen',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'investor',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'InvestorRevoked',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'InvestorUnfrozen',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'lost', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'replacement',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'RecoveryCancelled',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'lost', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'replacement',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'locked',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'income',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: false },
    ],
    name: 'RecoveryExecuted',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'lost', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'replacement',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'readyAt',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'RecoveryRequested',
  },
  {
    type: 'error',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'AlreadyFrozen',
  },
  {
    type: 'error',
    inputs: [{ name: 'expiry', internalType: 'uint256', type: 'uint256' }],
    name: 'ExpiryInPast',
  },
  { type: 'error', inputs: [], name: 'InvalidInput' },
  {
    type: 'error',
    inputs: [{ name: 'lost', internalType: 'address', type: 'address' }],
    name: 'NoRecovery',
  },
  {
    type: 'error',
    inputs: [{ name: 'investor', internalType: 'address', type: 'address' }],
    name: 'NotApproved',
  },
  {
    type: 'error',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'NotFrozen',
  },
  {
    type: 'error',
    inputs: [{ name: 'readyAt', internalType: 'uint256', type: 'uint256' }],
    name: 'RecoveryNotReady',
  },
  {
    type: 'error',
    inputs: [
      { name: 'lost', internalType: 'address', type: 'address' },
      { name: 'replacement', internalType: 'address', type: 'address' },
      { name: 'readyAt', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'RecoveryPending',
  },
  {
    type: 'error',
    inputs: [{ name: 'replacement', internalType: 'address', type: 'address' }],
    name: 'ReplacementNotVerified',
  },
  {
    type: 'error',
    inputs: [{ name: 'caller', internalType: 'address', type: 'address' }],
    name: 'Unauthorized',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'UnknownProperty',
  },
] as const

/**
 *
 */
export const identityRegistryAddress = {
  31337: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
} as const

/**
 *
 */
export const identityRegistryConfig = {
  address: identityRegistryAddress,
  abi: identityRegistryAbi,
} as const

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// MasterRegistry
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 *
 */
export const masterRegistryAbi = [
  {
    type: 'constructor',
    inputs: [{ name: 'admin', internalType: 'address', type: 'address' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'ADMIN_DELAY',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'CLOSE_DELIST',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'CLOSE_SELL_BACK',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'CLOSURE_NOTICE',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'COMPLIANCE_ROLE',
    outputs: [{ name: '', internalType: 'bytes32', type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'DEFAULT_ADMIN_ROLE',
    outputs: [{ name: '', internalType: 'bytes32', type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'MANAGER_ROLE',
    outputs: [{ name: '', internalType: 'bytes32', type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'MAX_LOCK_DURATION',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'MAX_NAME_LENGTH',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'MAX_PRICE_STEP_BPS',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'MAX_TOTAL_M2',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'MIN_LOCK_DURATION',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'PRICE_NOTICE',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'VAULT_CHANGE_DELAY',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'acceptDefaultAdminTransfer',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'applyClosure',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'applyVaultTrader',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'newAdmin', internalType: 'address', type: 'address' }],
    name: 'beginDefaultAdminTransfer',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'cancelClosure',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'cancelDefaultAdminTransfer',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'cancelPriceChange',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'newDelay', internalType: 'uint48', type: 'uint48' }],
    name: 'changeDefaultAdminDelay',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'expectedPrice', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'confirmPrice',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'name', internalType: 'string', type: 'string' },
      { name: 'totalM2', internalType: 'uint256', type: 'uint256' },
      { name: 'pricePerM2', internalType: 'uint256', type: 'uint256' },
      { name: 'lockSeconds', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'createProperty',
    outputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'defaultAdmin',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'defaultAdminDelay',
    outputs: [{ name: '', internalType: 'uint48', type: 'uint48' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'defaultAdminDelayIncreaseWait',
    outputs: [{ name: '', internalType: 'uint48', type: 'uint48' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'refund', internalType: 'bool', type: 'bool' },
    ],
    name: 'delistProperty',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'refundPrice', internalType: 'uint256', type: 'uint256' },
      { name: 'allowPartial', internalType: 'bool', type: 'bool' },
    ],
    name: 'delistWithRefund',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'offset', internalType: 'uint256', type: 'uint256' },
      { name: 'limit', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'getActiveProperties',
    outputs: [
      {
        name: 'entries',
        internalType: 'struct IMasterRegistry.PropertyEntry[]',
        type: 'tuple[]',
        components: [
          { name: 'token', internalType: 'address', type: 'address' },
          { name: 'name', internalType: 'string', type: 'string' },
          { name: 'totalM2', internalType: 'uint256', type: 'uint256' },
          { name: 'initialPrice', internalType: 'uint256', type: 'uint256' },
          { name: 'lockDuration', internalType: 'uint256', type: 'uint256' },
          { name: 'delisted', internalType: 'bool', type: 'bool' },
          { name: 'refund', internalType: 'bool', type: 'bool' },
        ],
      },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'offset', internalType: 'uint256', type: 'uint256' },
      { name: 'limit', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'getAllProperties',
    outputs: [
      {
        name: 'entries',
        internalType: 'struct IMasterRegistry.PropertyEntry[]',
        type: 'tuple[]',
        components: [
          { name: 'token', internalType: 'address', type: 'address' },
          { name: 'name', internalType: 'string', type: 'string' },
          { name: 'totalM2', internalType: 'uint256', type: 'uint256' },
          { name: 'initialPrice', internalType: 'uint256', type: 'uint256' },
          { name: 'lockDuration', internalType: 'uint256', type: 'uint256' },
          { name: 'delisted', internalType: 'bool', type: 'bool' },
          { name: 'refund', internalType: 'bool', type: 'bool' },
        ],
      },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'offset', internalType: 'uint256', type: 'uint256' },
      { name: 'limit', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'getPropertyTokens',
    outputs: [{ name: 'tokens', internalType: 'address[]', type: 'address[]' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'role', internalType: 'bytes32', type: 'bytes32' }],
    name: 'getRoleAdmin',
    outputs: [{ name: '', internalType: 'bytes32', type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'role', internalType: 'bytes32', type: 'bytes32' },
      { name: 'account', internalType: 'address', type: 'address' },
    ],
    name: 'grantRole',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'role', internalType: 'bytes32', type: 'bytes32' },
      { name: 'account', internalType: 'address', type: 'address' },
    ],
    name: 'hasRole',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'isListed',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'isProperty',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'isSellEnabled',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'owner',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'pendingClosure',
    outputs: [
      { name: 'kind', internalType: 'uint256', type: 'uint256' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'pendingDefaultAdmin',
    outputs: [
      { name: 'newAdmin', internalType: 'address', type: 'address' },
      { name: 'schedule', internalType: 'uint48', type: 'uint48' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'pendingDefaultAdminDelay',
    outputs: [
      { name: 'newDelay', internalType: 'uint48', type: 'uint48' },
      { name: 'schedule', internalType: 'uint48', type: 'uint48' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'pendingVaultTrader',
    outputs: [
      { name: 'vault', internalType: 'address', type: 'address' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'priceProposal',
    outputs: [
      { name: 'price', internalType: 'uint256', type: 'uint256' },
      { name: 'proposer', internalType: 'address', type: 'address' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'propertyCount',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'newPrice', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'proposePrice',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'newVaultTrader', internalType: 'address', type: 'address' },
      { name: 'implementation', internalType: 'address', type: 'address' },
    ],
    name: 'proposeVaultTrader',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'role', internalType: 'bytes32', type: 'bytes32' },
      { name: 'account', internalType: 'address', type: 'address' },
    ],
    name: 'renounceRole',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'role', internalType: 'bytes32', type: 'bytes32' },
      { name: 'account', internalType: 'address', type: 'address' },
    ],
    name: 'revokeRole',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'rollbackDefaultAdminDelay',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'required', internalType: 'bool', type: 'bool' },
    ],
    name: 'setIdentityRequired',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'lockSeconds', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'setLockDuration',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'enabled', internalType: 'bool', type: 'bool' },
    ],
    name: 'setSellEnabled',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'newVaultTrader', internalType: 'address', type: 'address' },
      { name: 'implementation', internalType: 'address', type: 'address' },
    ],
    name: 'setVaultTrader',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'interfaceId', internalType: 'bytes4', type: 'bytes4' }],
    name: 'supportsInterface',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'tokenImplementation',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'vaultTrader',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'kind',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'effectiveAt',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'ClosureAnnounced',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'kind',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'ClosureCancelled',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [],
    name: 'DefaultAdminDelayChangeCanceled',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'newDelay',
        internalType: 'uint48',
        type: 'uint48',
        indexed: false,
      },
      {
        name: 'effectSchedule',
        internalType: 'uint48',
        type: 'uint48',
        indexed: false,
      },
    ],
    name: 'DefaultAdminDelayChangeScheduled',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [],
    name: 'DefaultAdminTransferCanceled',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'newAdmin',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'acceptSchedule',
        internalType: 'uint48',
        type: 'uint48',
        indexed: false,
      },
    ],
    name: 'DefaultAdminTransferScheduled',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'required', internalType: 'bool', type: 'bool', indexed: false },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'IdentityRequirementSet',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'oldLockDuration',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'newLockDuration',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'LockDurationUpdated',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'PriceChangeCancelled',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'confirmer',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'oldPrice',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'newPrice',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'effectiveAt',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'PriceChangeConfirmed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'proposer',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'oldPrice',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'newPrice',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'PriceChangeProposed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'name', internalType: 'string', type: 'string', indexed: false },
      {
        name: 'totalM2',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'pricePerM2',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'lockDuration',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'creator',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
    ],
    name: 'PropertyCreated',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'refund', internalType: 'bool', type: 'bool', indexed: false },
    ],
    name: 'PropertyDelisted',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'role', internalType: 'bytes32', type: 'bytes32', indexed: true },
      {
        name: 'previousAdminRole',
        internalType: 'bytes32',
        type: 'bytes32',
        indexed: true,
      },
      {
        name: 'newAdminRole',
        internalType: 'bytes32',
        type: 'bytes32',
        indexed: true,
      },
    ],
    name: 'RoleAdminChanged',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'role', internalType: 'bytes32', type: 'bytes32', indexed: true },
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'sender',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
    ],
    name: 'RoleGranted',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'role', internalType: 'bytes32', type: 'bytes32', indexed: true },
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'sender',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
    ],
    name: 'RoleRevoked',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'enabled', internalType: 'bool', type: 'bool', indexed: false },
    ],
    name: 'SellEnabledUpdated',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'newVaultTrader',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'implementation',
        internalType: 'address',
        type: 'address',
        indexed: false,
      },
      {
        name: 'effectiveAt',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'VaultTraderProposed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'previousVaultTrader',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'newVaultTrader',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
    ],
    name: 'VaultTraderSet',
  },
  { type: 'error', inputs: [], name: 'AccessControlBadConfirmation' },
  {
    type: 'error',
    inputs: [{ name: 'schedule', internalType: 'uint48', type: 'uint48' }],
    name: 'AccessControlEnforcedDefaultAdminDelay',
  },
  { type: 'error', inputs: [], name: 'AccessControlEnforcedDefaultAdminRules' },
  {
    type: 'error',
    inputs: [
      { name: 'defaultAdmin', internalType: 'address', type: 'address' },
    ],
    name: 'AccessControlInvalidDefaultAdmin',
  },
  {
    type: 'error',
    inputs: [
      { name: 'account', internalType: 'address', type: 'address' },
      { name: 'neededRole', internalType: 'bytes32', type: 'bytes32' },
    ],
    name: 'AccessControlUnauthorizedAccount',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'AlreadyDelisted',
  },
  {
    type: 'error',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'kind', internalType: 'uint256', type: 'uint256' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'ClosurePending',
  },
  { type: 'error', inputs: [], name: 'FailedDeployment' },
  {
    type: 'error',
    inputs: [
      { name: 'balance', internalType: 'uint256', type: 'uint256' },
      { name: 'needed', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'InsufficientBalance',
  },
  { type: 'error', inputs: [], name: 'InvalidInput' },
  {
    type: 'error',
    inputs: [
      { name: 'lockDuration', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'InvalidLockDuration',
  },
  { type: 'error', inputs: [], name: 'NothingPending' },
  {
    type: 'error',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'PriceChangePending',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'PriceFrozen',
  },
  {
    type: 'error',
    inputs: [
      { name: 'oldPrice', internalType: 'uint256', type: 'uint256' },
      { name: 'newPrice', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'PriceStepTooLarge',
  },
  {
    type: 'error',
    inputs: [
      { name: 'proposed', internalType: 'uint256', type: 'uint256' },
      { name: 'expected', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'ProposalMismatch',
  },
  {
    type: 'error',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'price', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'ProposalPending',
  },
  {
    type: 'error',
    inputs: [
      { name: 'priceInForce', internalType: 'uint256', type: 'uint256' },
      { name: 'refundPrice', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'RefundPriceTooLow',
  },
  {
    type: 'error',
    inputs: [
      { name: 'bits', internalType: 'uint8', type: 'uint8' },
      { name: 'value', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'SafeCastOverflowedUintDowncast',
  },
  {
    type: 'error',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'SameSigner',
  },
  {
    type: 'error',
    inputs: [{ name: 'effectiveAt', internalType: 'uint256', type: 'uint256' }],
    name: 'TooEarly',
  },
  {
    type: 'error',
    inputs: [{ name: 'caller', internalType: 'address', type: 'address' }],
    name: 'Unauthorized',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'UnknownProperty',
  },
  {
    type: 'error',
    inputs: [{ name: 'vault', internalType: 'address', type: 'address' }],
    name: 'VaultNotSwept',
  },
  {
    type: 'error',
    inputs: [{ name: 'vaultTrader', internalType: 'address', type: 'address' }],
    name: 'VaultTraderAlreadySet',
  },
  { type: 'error', inputs: [], name: 'VaultTraderNotSet' },
] as const

/**
 *
 */
export const masterRegistryAddress = {
  31337: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
} as const

/**
 *
 */
export const masterRegistryConfig = {
  address: masterRegistryAddress,
  abi: masterRegistryAbi,
} as const

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// PropertyLens
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 *
 */
export const propertyLensAbi = [
  {
    type: 'constructor',
    inputs: [{ name: 'registry_', internalType: 'address', type: 'address' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'account', internalType: 'address', type: 'address' },
      { name: 'offset', internalType: 'uint256', type: 'uint256' },
      { name: 'limit', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'getAccountPositionsPage',
    outputs: [
      {
        name: 'positions',
        internalType: 'struct IPropertyLens.AccountPosition[]',
        type: 'tuple[]',
        components: [
          { name: 'token', internalType: 'address', type: 'address' },
          { name: 'balance', internalType: 'uint256', type: 'uint256' },
          { name: 'lockedAmount', internalType: 'uint256', type: 'uint256' },
          { name: 'unlockTime', internalType: 'uint256', type: 'uint256' },
          { name: 'unlockedBalance', internalType: 'uint256', type: 'uint256' },
        ],
      },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'getPropertyView',
    outputs: [
      {
        name: '',
        internalType: 'struct IPropertyLens.PropertyView',
        type: 'tuple',
        components: [
          { name: 'token', internalType: 'address', type: 'address' },
          { name: 'name', internalType: 'string', type: 'string' },
          { name: 'initialPrice', internalType: 'uint256', type: 'uint256' },
          { name: 'currentPrice', internalType: 'uint256', type: 'uint256' },
          { name: 'totalM2', internalType: 'uint256', type: 'uint256' },
          { name: 'lockDuration', internalType: 'uint256', type: 'uint256' },
          { name: 'soldM2', internalType: 'uint256', type: 'uint256' },
          { name: 'availableM2', internalType: 'uint256', type: 'uint256' },
          { name: 'bucketBalance', internalType: 'uint256', type: 'uint256' },
          { name: 'soldValue', internalType: 'uint256', type: 'uint256' },
          { name: 'availableValue', internalType: 'uint256', type: 'uint256' },
          { name: 'hasActiveBucket', internalType: 'bool', type: 'bool' },
          { name: 'hasUserInvestments', internalType: 'bool', type: 'bool' },
          { name: 'isSellEnabled', internalType: 'bool', type: 'bool' },
          { name: 'isListed', internalType: 'bool', type: 'bool' },
          { name: 'refund', internalType: 'bool', type: 'bool' },
          {
            name: 'isLiquidityInsufficient',
            internalType: 'bool',
            type: 'bool',
          },
        ],
      },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'offset', internalType: 'uint256', type: 'uint256' },
      { name: 'limit', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'getPropertyViewsPage',
    outputs: [
      {
        name: 'views',
        internalType: 'struct IPropertyLens.PropertyView[]',
        type: 'tuple[]',
        components: [
          { name: 'token', internalType: 'address', type: 'address' },
          { name: 'name', internalType: 'string', type: 'string' },
          { name: 'initialPrice', internalType: 'uint256', type: 'uint256' },
          { name: 'currentPrice', internalType: 'uint256', type: 'uint256' },
          { name: 'totalM2', internalType: 'uint256', type: 'uint256' },
          { name: 'lockDuration', internalType: 'uint256', type: 'uint256' },
          { name: 'soldM2', internalType: 'uint256', type: 'uint256' },
          { name: 'availableM2', internalType: 'uint256', type: 'uint256' },
          { name: 'bucketBalance', internalType: 'uint256', type: 'uint256' },
          { name: 'soldValue', internalType: 'uint256', type: 'uint256' },
          { name: 'availableValue', internalType: 'uint256', type: 'uint256' },
          { name: 'hasActiveBucket', internalType: 'bool', type: 'bool' },
          { name: 'hasUserInvestments', internalType: 'bool', type: 'bool' },
          { name: 'isSellEnabled', internalType: 'bool', type: 'bool' },
          { name: 'isListed', internalType: 'bool', type: 'bool' },
          { name: 'refund', internalType: 'bool', type: 'bool' },
          {
            name: 'isLiquidityInsufficient',
            internalType: 'bool',
            type: 'bool',
          },
        ],
      },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'getSystemStatus',
    outputs: [
      {
        name: 'status',
        internalType: 'struct IPropertyLens.SystemStatus',
        type: 'tuple',
        components: [
          { name: 'registry', internalType: 'address', type: 'address' },
          { name: 'vaultTrader', internalType: 'address', type: 'address' },
          { name: 'usdt', internalType: 'address', type: 'address' },
          { name: 'fundManager', internalType: 'address', type: 'address' },
          { name: 'paused', internalType: 'bool', type: 'bool' },
          { name: 'emergencySwept', internalType: 'bool', type: 'bool' },
          { name: 'generalBucket', internalType: 'uint256', type: 'uint256' },
          { name: 'totalBuckets', internalType: 'uint256', type: 'uint256' },
          { name: 'propertyCount', internalType: 'uint256', type: 'uint256' },
        ],
      },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'registry',
    outputs: [
      { name: '', internalType: 'contract IMasterRegistry', type: 'address' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'UnknownProperty',
  },
] as const

/**
 *
 */
export const propertyLensAddress = {
  31337: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
} as const

/**
 *
 */
export const propertyLensConfig = {
  address: propertyLensAddress,
  abi: propertyLensAbi,
} as const

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// PropertyToken
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

export const propertyTokenAbi = [
  {
    type: 'constructor',
    inputs: [
      { name: 'registry_', internalType: 'address', type: 'address' },
      { name: 'vaultTrader_', internalType: 'address', type: 'address' },
      { name: 'identityRegistry_', internalType: 'address', type: 'address' },
    ],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'INCOME_SCALE',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'MAX_INCOME_UNITS',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'owner', internalType: 'address', type: 'address' },
      { name: 'spender', internalType: 'address', type: 'address' },
    ],
    name: 'allowance',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'spender', internalType: 'address', type: 'address' },
      { name: 'value', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'approve',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'balanceOf',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'buyingClosed',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'cancelScheduledPrice',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'currentPrice',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'decimals',
    outputs: [{ name: '', internalType: 'uint8', type: 'uint8' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'refund', internalType: 'bool', type: 'bool' }],
    name: 'delist',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'freezeSending',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'getLockInfo',
    outputs: [
      { name: 'lockedAmount', internalType: 'uint256', type: 'uint256' },
      { name: 'unlockTime', internalType: 'uint256', type: 'uint256' },
      { name: 'unlockedBalance', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'getPropertyDetails',
    outputs: [
      {
        name: 'details',
        internalType: 'struct IPropertyToken.PropertyDetails',
        type: 'tuple',
        components: [
          { name: 'name', internalType: 'string', type: 'string' },
          { name: 'symbol', internalType: 'string', type: 'string' },
          { name: 'totalM2', internalType: 'uint256', type: 'uint256' },
          { name: 'initialPrice', internalType: 'uint256', type: 'uint256' },
          { name: 'currentPrice', internalType: 'uint256', type: 'uint256' },
          { name: 'lockDuration', internalType: 'uint256', type: 'uint256' },
          { name: 'totalSupply', internalType: 'uint256', type: 'uint256' },
          { name: 'availableM2', internalType: 'uint256', type: 'uint256' },
          { name: 'soldM2', internalType: 'uint256', type: 'uint256' },
          { name: 'listed', internalType: 'bool', type: 'bool' },
          { name: 'sellEnabled', internalType: 'bool', type: 'bool' },
          { name: 'registry', internalType: 'address', type: 'address' },
        ],
      },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'm2', internalType: 'uint256', type: 'uint256' }],
    name: 'getValue',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'identityRegistry',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'identityRequired',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'incomeInfo',
    outputs: [
      { name: 'distributions', internalType: 'uint256', type: 'uint256' },
      { name: 'perUnit', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'incomeOf',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'incomeUnit',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'initialPrice',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'name_', internalType: 'string', type: 'string' },
      { name: 'symbol_', internalType: 'string', type: 'string' },
      { name: 'totalM2_', internalType: 'uint256', type: 'uint256' },
      { name: 'pricePerM2', internalType: 'uint256', type: 'uint256' },
      { name: 'lockSeconds', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'initialize',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'listed',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'lockDuration',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'name',
    outputs: [{ name: '', internalType: 'string', type: 'string' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'pendingPrice',
    outputs: [
      { name: 'price', internalType: 'uint256', type: 'uint256' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'seller', internalType: 'address', type: 'address' },
      { name: 'm2', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'reclaimFrom',
    outputs: [{ name: 'price', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'amount', internalType: 'uint256', type: 'uint256' }],
    name: 'recordIncome',
    outputs: [
      { name: 'issuerShare', internalType: 'uint256', type: 'uint256' },
      { name: 'index', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'lost', internalType: 'address', type: 'address' },
      { name: 'replacement', internalType: 'address', type: 'address' },
    ],
    name: 'recoverAccount',
    outputs: [
      { name: 'amount', internalType: 'uint256', type: 'uint256' },
      { name: 'locked', internalType: 'uint256', type: 'uint256' },
      { name: 'income', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'registry',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'buyer', internalType: 'address', type: 'address' },
      { name: 'm2', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'releaseTo',
    outputs: [
      { name: 'price', internalType: 'uint256', type: 'uint256' },
      { name: 'unlockTime_', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'holder', internalType: 'address', type: 'address' }],
    name: 'retireFrom',
    outputs: [{ name: 'm2', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'newPrice', internalType: 'uint256', type: 'uint256' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'schedulePrice',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'sellEnabled',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'sendingFrozen',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'closed', internalType: 'bool', type: 'bool' }],
    name: 'setBuyingClosed',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'required', internalType: 'bool', type: 'bool' }],
    name: 'setIdentityRequired',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'lockSeconds', internalType: 'uint256', type: 'uint256' }],
    name: 'setLockDuration',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'enabled', internalType: 'bool', type: 'bool' }],
    name: 'setSellEnabled',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'symbol',
    outputs: [{ name: '', internalType: 'string', type: 'string' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'holder', internalType: 'address', type: 'address' },
      { name: 'maxAmount', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'takeIncome',
    outputs: [{ name: 'amount', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'totalM2',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'totalSupply',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'to', internalType: 'address', type: 'address' },
      { name: 'value', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'transfer',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'from', internalType: 'address', type: 'address' },
      { name: 'to', internalType: 'address', type: 'address' },
      { name: 'value', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'transferFrom',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'vaultTrader',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'owner',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'spender',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'value',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Approval',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'lockedAmount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'unlockTime',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Locked',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'newPrice',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'effectiveAt',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'PriceScheduled',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'from', internalType: 'address', type: 'address', indexed: true },
      { name: 'to', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'value',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Transfer',
  },
  { type: 'error', inputs: [], name: 'AlreadyInitialized' },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'BuyingClosed',
  },
  {
    type: 'error',
    inputs: [
      { name: 'spender', internalType: 'address', type: 'address' },
      { name: 'allowance', internalType: 'uint256', type: 'uint256' },
      { name: 'needed', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'ERC20InsufficientAllowance',
  },
  {
    type: 'error',
    inputs: [
      { name: 'sender', internalType: 'address', type: 'address' },
      { name: 'balance', internalType: 'uint256', type: 'uint256' },
      { name: 'needed', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'ERC20InsufficientBalance',
  },
  {
    type: 'error',
    inputs: [{ name: 'approver', internalType: 'address', type: 'address' }],
    name: 'ERC20InvalidApprover',
  },
  {
    type: 'error',
    inputs: [{ name: 'receiver', internalType: 'address', type: 'address' }],
    name: 'ERC20InvalidReceiver',
  },
  {
    type: 'error',
    inputs: [{ name: 'sender', internalType: 'address', type: 'address' }],
    name: 'ERC20InvalidSender',
  },
  {
    type: 'error',
    inputs: [{ name: 'spender', internalType: 'address', type: 'address' }],
    name: 'ERC20InvalidSpender',
  },
  {
    type: 'error',
    inputs: [{ name: 'limit', internalType: 'uint256', type: 'uint256' }],
    name: 'IncomeLimitReached',
  },
  {
    type: 'error',
    inputs: [{ name: 'amount', internalType: 'uint256', type: 'uint256' }],
    name: 'IncomeTooSmall',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'NoRefund',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'PropertyDelisted',
  },
  {
    type: 'error',
    inputs: [{ name: 'receiver', internalType: 'address', type: 'address' }],
    name: 'ReceiverNotVerified',
  },
  {
    type: 'error',
    inputs: [
      { name: 'bits', internalType: 'uint8', type: 'uint8' },
      { name: 'value', internalType: 'int256', type: 'int256' },
    ],
    name: 'SafeCastOverflowedIntDowncast',
  },
  {
    type: 'error',
    inputs: [
      { name: 'bits', internalType: 'uint8', type: 'uint8' },
      { name: 'value', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'SafeCastOverflowedUintDowncast',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'SellDisabled',
  },
  {
    type: 'error',
    inputs: [{ name: 'sender', internalType: 'address', type: 'address' }],
    name: 'SenderFrozen',
  },
  {
    type: 'error',
    inputs: [
      { name: 'account', internalType: 'address', type: 'address' },
      { name: 'requested', internalType: 'uint256', type: 'uint256' },
      { name: 'unlocked', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'TokensLocked',
  },
  {
    type: 'error',
    inputs: [
      { name: 'account', internalType: 'address', type: 'address' },
      { name: 'unlockTime', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'TransferLocked',
  },
  {
    type: 'error',
    inputs: [
      { name: 'from', internalType: 'address', type: 'address' },
      { name: 'to', internalType: 'address', type: 'address' },
    ],
    name: 'TransferRestricted',
  },
  {
    type: 'error',
    inputs: [{ name: 'caller', internalType: 'address', type: 'address' }],
    name: 'Unauthorized',
  },
] as const

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// Usdt
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 *
 */
export const usdtAbi = [
  {
    type: 'constructor',
    inputs: [
      { name: 'name_', internalType: 'string', type: 'string' },
      { name: 'symbol_', internalType: 'string', type: 'string' },
      { name: 'decimals_', internalType: 'uint8', type: 'uint8' },
      { name: 'owner_', internalType: 'address', type: 'address' },
    ],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'owner', internalType: 'address', type: 'address' },
      { name: 'spender', internalType: 'address', type: 'address' },
    ],
    name: 'allowance',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'spender', internalType: 'address', type: 'address' },
      { name: 'value', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'approve',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'balanceOf',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'decimals',
    outputs: [{ name: '', internalType: 'uint8', type: 'uint8' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'to', internalType: 'address', type: 'address' },
      { name: 'amount', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'mint',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'name',
    outputs: [{ name: '', internalType: 'string', type: 'string' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'owner',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'renounceOwnership',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'symbol',
    outputs: [{ name: '', internalType: 'string', type: 'string' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'totalSupply',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'to', internalType: 'address', type: 'address' },
      { name: 'value', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'transfer',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'from', internalType: 'address', type: 'address' },
      { name: 'to', internalType: 'address', type: 'address' },
      { name: 'value', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'transferFrom',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'newOwner', internalType: 'address', type: 'address' }],
    name: 'transferOwnership',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'owner',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'spender',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'value',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Approval',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'previousOwner',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'newOwner',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
    ],
    name: 'OwnershipTransferred',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'from', internalType: 'address', type: 'address', indexed: true },
      { name: 'to', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'value',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Transfer',
  },
  {
    type: 'error',
    inputs: [
      { name: 'spender', internalType: 'address', type: 'address' },
      { name: 'allowance', internalType: 'uint256', type: 'uint256' },
      { name: 'needed', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'ERC20InsufficientAllowance',
  },
  {
    type: 'error',
    inputs: [
      { name: 'sender', internalType: 'address', type: 'address' },
      { name: 'balance', internalType: 'uint256', type: 'uint256' },
      { name: 'needed', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'ERC20InsufficientBalance',
  },
  {
    type: 'error',
    inputs: [{ name: 'approver', internalType: 'address', type: 'address' }],
    name: 'ERC20InvalidApprover',
  },
  {
    type: 'error',
    inputs: [{ name: 'receiver', internalType: 'address', type: 'address' }],
    name: 'ERC20InvalidReceiver',
  },
  {
    type: 'error',
    inputs: [{ name: 'sender', internalType: 'address', type: 'address' }],
    name: 'ERC20InvalidSender',
  },
  {
    type: 'error',
    inputs: [{ name: 'spender', internalType: 'address', type: 'address' }],
    name: 'ERC20InvalidSpender',
  },
  {
    type: 'error',
    inputs: [{ name: 'owner', internalType: 'address', type: 'address' }],
    name: 'OwnableInvalidOwner',
  },
  {
    type: 'error',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'OwnableUnauthorizedAccount',
  },
] as const

/**
 *
 */
export const usdtAddress = {
  31337: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
} as const

/**
 *
 */
export const usdtConfig = { address: usdtAddress, abi: usdtAbi } as const

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// VaultTrader
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 *
 */
export const vaultTraderAbi = [
  {
    type: 'constructor',
    inputs: [
      { name: 'registry_', internalType: 'address', type: 'address' },
      { name: 'usdt_', internalType: 'address', type: 'address' },
      { name: 'treasury_', internalType: 'address', type: 'address' },
    ],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'GENERAL_CAP_BPS',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'GENERAL_PERIOD',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'REFUND_WINDOW',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'ROLE_DELAY',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'USDT',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'WITHDRAW_FREE_BPS',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'WITHDRAW_NOTICE',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'WITHDRAW_PERIOD',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'absorbUnaccounted',
    outputs: [{ name: 'amount', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'acceptFundManager',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'adoptProperty',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'amount', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'announceWithdrawal',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'applyTreasury',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'booked',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'buckets',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'm2', internalType: 'uint256', type: 'uint256' },
      { name: 'maxCost', internalType: 'uint256', type: 'uint256' },
      { name: 'maxUnlockTime', internalType: 'uint256', type: 'uint256' },
      { name: 'deadline', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'buy',
    outputs: [{ name: 'cost', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'cancelWithdrawal',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'tokens', internalType: 'address[]', type: 'address[]' }],
    name: 'claimIncome',
    outputs: [{ name: 'amount', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'claimRefund',
    outputs: [{ name: 'amount', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'holder', internalType: 'address', type: 'address' },
    ],
    name: 'claimableIncome',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'holder', internalType: 'address', type: 'address' },
    ],
    name: 'claimableRefund',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'closeRefund',
    outputs: [{ name: 'remainder', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'amount', internalType: 'uint256', type: 'uint256' },
      { name: 'periodStart', internalType: 'uint256', type: 'uint256' },
      { name: 'periodEnd', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'distributeIncome',
    outputs: [{ name: 'index', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'emergencySweep',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'emergencySwept',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'escrowed',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'fundManager',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'amount', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'fundRefund',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'generalAllowance',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'generalBucket',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'incomeHeld',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'amount', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'manualDeposit',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'masterRegistry',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'lost', internalType: 'address', type: 'address' },
      { name: 'replacement', internalType: 'address', type: 'address' },
    ],
    name: 'moveRefundClaim',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'refundPrice', internalType: 'uint256', type: 'uint256' },
      { name: 'soldM2', internalType: 'uint256', type: 'uint256' },
      { name: 'allowPartial', internalType: 'bool', type: 'bool' },
    ],
    name: 'openRefund',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'pause',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'paused',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'pendingFundManager',
    outputs: [
      { name: 'account', internalType: 'address', type: 'address' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'pendingTreasury',
    outputs: [
      { name: 'account', internalType: 'address', type: 'address' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'proposeTreasury',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'm2', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'quoteBuy',
    outputs: [{ name: 'cost', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'm2', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'quoteSell',
    outputs: [{ name: 'payout', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'refundPools',
    outputs: [
      {
        name: '',
        internalType: 'struct IVaultTrader.RefundPool',
        type: 'tuple',
        components: [
          { name: 'target', internalType: 'uint256', type: 'uint256' },
          { name: 'funded', internalType: 'uint256', type: 'uint256' },
          { name: 'paid', internalType: 'uint256', type: 'uint256' },
          { name: 'soldM2', internalType: 'uint256', type: 'uint256' },
          { name: 'deadline', internalType: 'uint256', type: 'uint256' },
          { name: 'open', internalType: 'bool', type: 'bool' },
        ],
      },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'registerProperty',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'm2', internalType: 'uint256', type: 'uint256' },
      { name: 'maxCost', internalType: 'uint256', type: 'uint256' },
      { name: 'maxUnlockTime', internalType: 'uint256', type: 'uint256' },
      { name: 'deadline', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'reinvestIncome',
    outputs: [{ name: 'cost', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'm2', internalType: 'uint256', type: 'uint256' },
      { name: 'minPayout', internalType: 'uint256', type: 'uint256' },
      { name: 'deadline', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'sell',
    outputs: [{ name: 'payout', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'setFundManager',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'totalBuckets',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'treasury',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'unaccounted',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'unpause',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'destination', internalType: 'address', type: 'address' },
    ],
    name: 'withdrawFromBucket',
    outputs: [{ name: 'amount', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'withdrawable',
    outputs: [
      { name: 'now_', internalType: 'uint256', type: 'uint256' },
      { name: 'announced', internalType: 'uint256', type: 'uint256' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'buyer',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'm2', internalType: 'uint256', type: 'uint256', indexed: false },
      {
        name: 'cost',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'price',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Bought',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'from', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Deposited',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'destination',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'EmergencySwept',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'effectiveAt',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'FundManagerProposed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'previousFundManager',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'newFundManager',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
    ],
    name: 'FundManagerSet',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'used',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      { name: 'cap', internalType: 'uint256', type: 'uint256', indexed: false },
    ],
    name: 'GeneralBucketDrawn',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'holder',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'IncomeClaimed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'from', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'index',
        internalType: 'uint256',
        type: 'uint256',
        indexed: true,
      },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'issuerShare',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'periodStart',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'periodEnd',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'IncomeDistributed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'holder',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'm2', internalType: 'uint256', type: 'uint256', indexed: false },
      {
        name: 'cost',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'IncomeReinvested',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: false,
      },
    ],
    name: 'Paused',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'lost', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'replacement',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'm2', internalType: 'uint256', type: 'uint256', indexed: false },
    ],
    name: 'RefundClaimMoved',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'holder',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'm2', internalType: 'uint256', type: 'uint256', indexed: false },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'RefundClaimed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'remainder',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'RefundClosed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'from', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'funded',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'RefundFunded',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'refundPrice',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'soldM2',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'target',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'deadline',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'RefundOpened',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'seller',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'm2', internalType: 'uint256', type: 'uint256', indexed: false },
      {
        name: 'payout',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'price',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'fromGeneral',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Sold',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'effectiveAt',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'TreasuryProposed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'previousTreasury',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'newTreasury',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
    ],
    name: 'TreasurySet',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'UnaccountedAbsorbed',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: false,
      },
    ],
    name: 'Unpaused',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'effectiveAt',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'WithdrawalAnnounced',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      { name: 'by', internalType: 'address', type: 'address', indexed: true },
    ],
    name: 'WithdrawalCancelled',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'token',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'destination',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Withdrawn',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'AlreadyRegistered',
  },
  { type: 'error', inputs: [], name: 'ContractSwept' },
  { type: 'error', inputs: [], name: 'EnforcedPause' },
  { type: 'error', inputs: [], name: 'ExpectedPause' },
  {
    type: 'error',
    inputs: [{ name: 'deadline', internalType: 'uint256', type: 'uint256' }],
    name: 'Expired',
  },
  {
    type: 'error',
    inputs: [
      { name: 'requested', internalType: 'uint256', type: 'uint256' },
      { name: 'remaining', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'GeneralCapExceeded',
  },
  {
    type: 'error',
    inputs: [
      { name: 'needed', internalType: 'uint256', type: 'uint256' },
      { name: 'available', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'InsufficientFunds',
  },
  {
    type: 'error',
    inputs: [
      { name: 'needed', internalType: 'uint256', type: 'uint256' },
      { name: 'available', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'InsufficientIncome',
  },
  { type: 'error', inputs: [], name: 'InvalidInput' },
  { type: 'error', inputs: [], name: 'InvalidSystemState' },
  {
    type: 'error',
    inputs: [
      { name: 'unlockTime', internalType: 'uint256', type: 'uint256' },
      { name: 'maxUnlockTime', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'LockTooLong',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'NoRefundPool',
  },
  {
    type: 'error',
    inputs: [{ name: 'destination', internalType: 'address', type: 'address' }],
    name: 'NotTreasury',
  },
  {
    type: 'error',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'NothingToClaim',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'PropertyDelisted',
  },
  { type: 'error', inputs: [], name: 'ReentrancyGuardReentrantCall' },
  {
    type: 'error',
    inputs: [
      { name: 'needed', internalType: 'uint256', type: 'uint256' },
      { name: 'available', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'RefundUnderfunded',
  },
  {
    type: 'error',
    inputs: [{ name: 'deadline', internalType: 'uint256', type: 'uint256' }],
    name: 'RefundWindowOpen',
  },
  {
    type: 'error',
    inputs: [{ name: 'deadline', internalType: 'uint256', type: 'uint256' }],
    name: 'RefundWindowOver',
  },
  {
    type: 'error',
    inputs: [
      { name: 'bits', internalType: 'uint8', type: 'uint8' },
      { name: 'value', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'SafeCastOverflowedUintDowncast',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'SafeERC20FailedOperation',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'SellDisabled',
  },
  {
    type: 'error',
    inputs: [
      { name: 'amount', internalType: 'uint256', type: 'uint256' },
      { name: 'bound', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'SlippageExceeded',
  },
  {
    type: 'error',
    inputs: [{ name: 'effectiveAt', internalType: 'uint256', type: 'uint256' }],
    name: 'TooEarly',
  },
  {
    type: 'error',
    inputs: [{ name: 'caller', internalType: 'address', type: 'address' }],
    name: 'Unauthorized',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'UnknownProperty',
  },
  {
    type: 'error',
    inputs: [{ name: 'available', internalType: 'uint256', type: 'uint256' }],
    name: 'WithdrawalLimit',
  },
  {
    type: 'error',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'amount', internalType: 'uint256', type: 'uint256' },
      { name: 'effectiveAt', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'WithdrawalPending',
  },
] as const

/**
 *
 */
export const vaultTraderAddress = {
  31337: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
} as const

/**
 *
 */
export const vaultTraderConfig = {
  address: vaultTraderAddress,
  abi: vaultTraderAbi,
} as const

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// React
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link identityRegistryAbi}__
 *
 *
 */
export const useReadIdentityRegistry = /*#__PURE__*/ createUseReadContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"RECOVERY_DELAY"`
 *
 *
 */
export const useReadIdentityRegistryRecoveryDelay =
  /*#__PURE__*/ createUseReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'RECOVERY_DELAY',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"identityOf"`
 *
 *
 */
export const useReadIdentityRegistryIdentityOf =
  /*#__PURE__*/ createUseReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'identityOf',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"identityStore"`
 *
 *
 */
export const useReadIdentityRegistryIdentityStore =
  /*#__PURE__*/ createUseReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'identityStore',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"isFrozen"`
 *
 *
 */
export const useReadIdentityRegistryIsFrozen =
  /*#__PURE__*/ createUseReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'isFrozen',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"isVerified"`
 *
 *
 */
export const useReadIdentityRegistryIsVerified =
  /*#__PURE__*/ createUseReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'isVerified',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"masterRegistry"`
 *
 *
 */
export const useReadIdentityRegistryMasterRegistry =
  /*#__PURE__*/ createUseReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'masterRegistry',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"recoveryOf"`
 *
 *
 */
export const useReadIdentityRegistryRecoveryOf =
  /*#__PURE__*/ createUseReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'recoveryOf',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"transferStatus"`
 *
 *
 */
export const useReadIdentityRegistryTransferStatus =
  /*#__PURE__*/ createUseReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'transferStatus',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link identityRegistryAbi}__
 *
 *
 */
export const useWriteIdentityRegistry = /*#__PURE__*/ createUseWriteContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"approve"`
 *
 *
 */
export const useWriteIdentityRegistryApprove =
  /*#__PURE__*/ createUseWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'approve',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"cancelRecovery"`
 *
 *
 */
export const useWriteIdentityRegistryCancelRecovery =
  /*#__PURE__*/ createUseWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'cancelRecovery',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"executeRecovery"`
 *
 *
 */
export const useWriteIdentityRegistryExecuteRecovery =
  /*#__PURE__*/ createUseWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'executeRecovery',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"freeze"`
 *
 *
 */
export const useWriteIdentityRegistryFreeze =
  /*#__PURE__*/ createUseWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'freeze',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"requestRecovery"`
 *
 *
 */
export const useWriteIdentityRegistryRequestRecovery =
  /*#__PURE__*/ createUseWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'requestRecovery',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"revoke"`
 *
 *
 */
export const useWriteIdentityRegistryRevoke =
  /*#__PURE__*/ createUseWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'revoke',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"unfreeze"`
 *
 *
 */
export const useWriteIdentityRegistryUnfreeze =
  /*#__PURE__*/ createUseWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'unfreeze',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link identityRegistryAbi}__
 *
 *
 */
export const useSimulateIdentityRegistry =
  /*#__PURE__*/ createUseSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"approve"`
 *
 *
 */
export const useSimulateIdentityRegistryApprove =
  /*#__PURE__*/ createUseSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'approve',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"cancelRecovery"`
 *
 *
 */
export const useSimulateIdentityRegistryCancelRecovery =
  /*#__PURE__*/ createUseSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'cancelRecovery',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"executeRecovery"`
 *
 *
 */
export const useSimulateIdentityRegistryExecuteRecovery =
  /*#__PURE__*/ createUseSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'executeRecovery',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"freeze"`
 *
 *
 */
export const useSimulateIdentityRegistryFreeze =
  /*#__PURE__*/ createUseSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'freeze',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"requestRecovery"`
 *
 *
 */
export const useSimulateIdentityRegistryRequestRecovery =
  /*#__PURE__*/ createUseSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'requestRecovery',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"revoke"`
 *
 *
 */
export const useSimulateIdentityRegistryRevoke =
  /*#__PURE__*/ createUseSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'revoke',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"unfreeze"`
 *
 *
 */
export const useSimulateIdentityRegistryUnfreeze =
  /*#__PURE__*/ createUseSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'unfreeze',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__
 *
 *
 */
export const useWatchIdentityRegistryEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"InvestorApproved"`
 *
 *
 */
export const useWatchIdentityRegistryInvestorApprovedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'InvestorApproved',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"InvestorFrozen"`
 *
 *
 */
export const useWatchIdentityRegistryInvestorFrozenEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'InvestorFrozen',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"InvestorRevoked"`
 *
 *
 */
export const useWatchIdentityRegistryInvestorRevokedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'InvestorRevoked',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"InvestorUnfrozen"`
 *
 *
 */
export const useWatchIdentityRegistryInvestorUnfrozenEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'InvestorUnfrozen',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"RecoveryCancelled"`
 *
 *
 */
export const useWatchIdentityRegistryRecoveryCancelledEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'RecoveryCancelled',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"RecoveryExecuted"`
 *
 *
 */
export const useWatchIdentityRegistryRecoveryExecutedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'RecoveryExecuted',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"RecoveryRequested"`
 *
 *
 */
export const useWatchIdentityRegistryRecoveryRequestedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'RecoveryRequested',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const useReadMasterRegistry = /*#__PURE__*/ createUseReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"ADMIN_DELAY"`
 *
 *
 */
export const useReadMasterRegistryAdminDelay =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'ADMIN_DELAY',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"CLOSE_DELIST"`
 *
 *
 */
export const useReadMasterRegistryCloseDelist =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'CLOSE_DELIST',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"CLOSE_SELL_BACK"`
 *
 *
 */
export const useReadMasterRegistryCloseSellBack =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'CLOSE_SELL_BACK',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"CLOSURE_NOTICE"`
 *
 *
 */
export const useReadMasterRegistryClosureNotice =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'CLOSURE_NOTICE',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"COMPLIANCE_ROLE"`
 *
 *
 */
export const useReadMasterRegistryComplianceRole =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'COMPLIANCE_ROLE',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"DEFAULT_ADMIN_ROLE"`
 *
 *
 */
export const useReadMasterRegistryDefaultAdminRole =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'DEFAULT_ADMIN_ROLE',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MANAGER_ROLE"`
 *
 *
 */
export const useReadMasterRegistryManagerRole =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MANAGER_ROLE',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_LOCK_DURATION"`
 *
 *
 */
export const useReadMasterRegistryMaxLockDuration =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MAX_LOCK_DURATION',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_NAME_LENGTH"`
 *
 *
 */
export const useReadMasterRegistryMaxNameLength =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MAX_NAME_LENGTH',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_PRICE_STEP_BPS"`
 *
 *
 */
export const useReadMasterRegistryMaxPriceStepBps =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MAX_PRICE_STEP_BPS',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_TOTAL_M2"`
 *
 *
 */
export const useReadMasterRegistryMaxTotalM2 =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MAX_TOTAL_M2',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MIN_LOCK_DURATION"`
 *
 *
 */
export const useReadMasterRegistryMinLockDuration =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MIN_LOCK_DURATION',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"PRICE_NOTICE"`
 *
 *
 */
export const useReadMasterRegistryPriceNotice =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'PRICE_NOTICE',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"VAULT_CHANGE_DELAY"`
 *
 *
 */
export const useReadMasterRegistryVaultChangeDelay =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'VAULT_CHANGE_DELAY',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"defaultAdmin"`
 *
 *
 */
export const useReadMasterRegistryDefaultAdmin =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'defaultAdmin',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"defaultAdminDelay"`
 *
 *
 */
export const useReadMasterRegistryDefaultAdminDelay =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'defaultAdminDelay',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"defaultAdminDelayIncreaseWait"`
 *
 *
 */
export const useReadMasterRegistryDefaultAdminDelayIncreaseWait =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'defaultAdminDelayIncreaseWait',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getActiveProperties"`
 *
 *
 */
export const useReadMasterRegistryGetActiveProperties =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'getActiveProperties',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getAllProperties"`
 *
 *
 */
export const useReadMasterRegistryGetAllProperties =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'getAllProperties',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getPropertyTokens"`
 *
 *
 */
export const useReadMasterRegistryGetPropertyTokens =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'getPropertyTokens',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getRoleAdmin"`
 *
 *
 */
export const useReadMasterRegistryGetRoleAdmin =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'getRoleAdmin',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"hasRole"`
 *
 *
 */
export const useReadMasterRegistryHasRole = /*#__PURE__*/ createUseReadContract(
  {
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'hasRole',
  },
)

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"isListed"`
 *
 *
 */
export const useReadMasterRegistryIsListed =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'isListed',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"isProperty"`
 *
 *
 */
export const useReadMasterRegistryIsProperty =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'isProperty',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"isSellEnabled"`
 *
 *
 */
export const useReadMasterRegistryIsSellEnabled =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'isSellEnabled',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"owner"`
 *
 *
 */
export const useReadMasterRegistryOwner = /*#__PURE__*/ createUseReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'owner',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"pendingClosure"`
 *
 *
 */
export const useReadMasterRegistryPendingClosure =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'pendingClosure',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"pendingDefaultAdmin"`
 *
 *
 */
export const useReadMasterRegistryPendingDefaultAdmin =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'pendingDefaultAdmin',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"pendingDefaultAdminDelay"`
 *
 *
 */
export const useReadMasterRegistryPendingDefaultAdminDelay =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'pendingDefaultAdminDelay',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"pendingVaultTrader"`
 *
 *
 */
export const useReadMasterRegistryPendingVaultTrader =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'pendingVaultTrader',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"priceProposal"`
 *
 *
 */
export const useReadMasterRegistryPriceProposal =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'priceProposal',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"propertyCount"`
 *
 *
 */
export const useReadMasterRegistryPropertyCount =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'propertyCount',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"supportsInterface"`
 *
 *
 */
export const useReadMasterRegistrySupportsInterface =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'supportsInterface',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"tokenImplementation"`
 *
 *
 */
export const useReadMasterRegistryTokenImplementation =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'tokenImplementation',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"vaultTrader"`
 *
 *
 */
export const useReadMasterRegistryVaultTrader =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'vaultTrader',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const useWriteMasterRegistry = /*#__PURE__*/ createUseWriteContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"acceptDefaultAdminTransfer"`
 *
 *
 */
export const useWriteMasterRegistryAcceptDefaultAdminTransfer =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'acceptDefaultAdminTransfer',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"applyClosure"`
 *
 *
 */
export const useWriteMasterRegistryApplyClosure =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'applyClosure',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"applyVaultTrader"`
 *
 *
 */
export const useWriteMasterRegistryApplyVaultTrader =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'applyVaultTrader',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"beginDefaultAdminTransfer"`
 *
 *
 */
export const useWriteMasterRegistryBeginDefaultAdminTransfer =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'beginDefaultAdminTransfer',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelClosure"`
 *
 *
 */
export const useWriteMasterRegistryCancelClosure =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelClosure',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelDefaultAdminTransfer"`
 *
 *
 */
export const useWriteMasterRegistryCancelDefaultAdminTransfer =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelDefaultAdminTransfer',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelPriceChange"`
 *
 *
 */
export const useWriteMasterRegistryCancelPriceChange =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelPriceChange',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"changeDefaultAdminDelay"`
 *
 *
 */
export const useWriteMasterRegistryChangeDefaultAdminDelay =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'changeDefaultAdminDelay',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"confirmPrice"`
 *
 *
 */
export const useWriteMasterRegistryConfirmPrice =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'confirmPrice',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"createProperty"`
 *
 *
 */
export const useWriteMasterRegistryCreateProperty =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'createProperty',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistProperty"`
 *
 *
 */
export const useWriteMasterRegistryDelistProperty =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'delistProperty',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistWithRefund"`
 *
 *
 */
export const useWriteMasterRegistryDelistWithRefund =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'delistWithRefund',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"grantRole"`
 *
 *
 */
export const useWriteMasterRegistryGrantRole =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'grantRole',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"proposePrice"`
 *
 *
 */
export const useWriteMasterRegistryProposePrice =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'proposePrice',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"proposeVaultTrader"`
 *
 *
 */
export const useWriteMasterRegistryProposeVaultTrader =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'proposeVaultTrader',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"renounceRole"`
 *
 *
 */
export const useWriteMasterRegistryRenounceRole =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'renounceRole',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"revokeRole"`
 *
 *
 */
export const useWriteMasterRegistryRevokeRole =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'revokeRole',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"rollbackDefaultAdminDelay"`
 *
 *
 */
export const useWriteMasterRegistryRollbackDefaultAdminDelay =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'rollbackDefaultAdminDelay',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setIdentityRequired"`
 *
 *
 */
export const useWriteMasterRegistrySetIdentityRequired =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setIdentityRequired',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setLockDuration"`
 *
 *
 */
export const useWriteMasterRegistrySetLockDuration =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setSellEnabled"`
 *
 *
 */
export const useWriteMasterRegistrySetSellEnabled =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setVaultTrader"`
 *
 *
 */
export const useWriteMasterRegistrySetVaultTrader =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setVaultTrader',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const useSimulateMasterRegistry =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"acceptDefaultAdminTransfer"`
 *
 *
 */
export const useSimulateMasterRegistryAcceptDefaultAdminTransfer =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'acceptDefaultAdminTransfer',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"applyClosure"`
 *
 *
 */
export const useSimulateMasterRegistryApplyClosure =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'applyClosure',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"applyVaultTrader"`
 *
 *
 */
export const useSimulateMasterRegistryApplyVaultTrader =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'applyVaultTrader',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"beginDefaultAdminTransfer"`
 *
 *
 */
export const useSimulateMasterRegistryBeginDefaultAdminTransfer =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'beginDefaultAdminTransfer',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelClosure"`
 *
 *
 */
export const useSimulateMasterRegistryCancelClosure =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelClosure',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelDefaultAdminTransfer"`
 *
 *
 */
export const useSimulateMasterRegistryCancelDefaultAdminTransfer =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelDefaultAdminTransfer',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelPriceChange"`
 *
 *
 */
export const useSimulateMasterRegistryCancelPriceChange =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelPriceChange',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"changeDefaultAdminDelay"`
 *
 *
 */
export const useSimulateMasterRegistryChangeDefaultAdminDelay =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'changeDefaultAdminDelay',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"confirmPrice"`
 *
 *
 */
export const useSimulateMasterRegistryConfirmPrice =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'confirmPrice',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"createProperty"`
 *
 *
 */
export const useSimulateMasterRegistryCreateProperty =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'createProperty',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistProperty"`
 *
 *
 */
export const useSimulateMasterRegistryDelistProperty =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'delistProperty',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistWithRefund"`
 *
 *
 */
export const useSimulateMasterRegistryDelistWithRefund =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'delistWithRefund',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"grantRole"`
 *
 *
 */
export const useSimulateMasterRegistryGrantRole =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'grantRole',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"proposePrice"`
 *
 *
 */
export const useSimulateMasterRegistryProposePrice =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'proposePrice',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"proposeVaultTrader"`
 *
 *
 */
export const useSimulateMasterRegistryProposeVaultTrader =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'proposeVaultTrader',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"renounceRole"`
 *
 *
 */
export const useSimulateMasterRegistryRenounceRole =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'renounceRole',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"revokeRole"`
 *
 *
 */
export const useSimulateMasterRegistryRevokeRole =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'revokeRole',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"rollbackDefaultAdminDelay"`
 *
 *
 */
export const useSimulateMasterRegistryRollbackDefaultAdminDelay =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'rollbackDefaultAdminDelay',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setIdentityRequired"`
 *
 *
 */
export const useSimulateMasterRegistrySetIdentityRequired =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setIdentityRequired',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setLockDuration"`
 *
 *
 */
export const useSimulateMasterRegistrySetLockDuration =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setSellEnabled"`
 *
 *
 */
export const useSimulateMasterRegistrySetSellEnabled =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setVaultTrader"`
 *
 *
 */
export const useSimulateMasterRegistrySetVaultTrader =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setVaultTrader',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const useWatchMasterRegistryEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"ClosureAnnounced"`
 *
 *
 */
export const useWatchMasterRegistryClosureAnnouncedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'ClosureAnnounced',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"ClosureCancelled"`
 *
 *
 */
export const useWatchMasterRegistryClosureCancelledEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'ClosureCancelled',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"DefaultAdminDelayChangeCanceled"`
 *
 *
 */
export const useWatchMasterRegistryDefaultAdminDelayChangeCanceledEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'DefaultAdminDelayChangeCanceled',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"DefaultAdminDelayChangeScheduled"`
 *
 *
 */
export const useWatchMasterRegistryDefaultAdminDelayChangeScheduledEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'DefaultAdminDelayChangeScheduled',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"DefaultAdminTransferCanceled"`
 *
 *
 */
export const useWatchMasterRegistryDefaultAdminTransferCanceledEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'DefaultAdminTransferCanceled',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"DefaultAdminTransferScheduled"`
 *
 *
 */
export const useWatchMasterRegistryDefaultAdminTransferScheduledEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'DefaultAdminTransferScheduled',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"IdentityRequirementSet"`
 *
 *
 */
export const useWatchMasterRegistryIdentityRequirementSetEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'IdentityRequirementSet',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"LockDurationUpdated"`
 *
 *
 */
export const useWatchMasterRegistryLockDurationUpdatedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'LockDurationUpdated',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PriceChangeCancelled"`
 *
 *
 */
export const useWatchMasterRegistryPriceChangeCancelledEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PriceChangeCancelled',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PriceChangeConfirmed"`
 *
 *
 */
export const useWatchMasterRegistryPriceChangeConfirmedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PriceChangeConfirmed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PriceChangeProposed"`
 *
 *
 */
export const useWatchMasterRegistryPriceChangeProposedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PriceChangeProposed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PropertyCreated"`
 *
 *
 */
export const useWatchMasterRegistryPropertyCreatedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PropertyCreated',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PropertyDelisted"`
 *
 *
 */
export const useWatchMasterRegistryPropertyDelistedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PropertyDelisted',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"RoleAdminChanged"`
 *
 *
 */
export const useWatchMasterRegistryRoleAdminChangedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'RoleAdminChanged',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"RoleGranted"`
 *
 *
 */
export const useWatchMasterRegistryRoleGrantedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'RoleGranted',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"RoleRevoked"`
 *
 *
 */
export const useWatchMasterRegistryRoleRevokedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'RoleRevoked',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"SellEnabledUpdated"`
 *
 *
 */
export const useWatchMasterRegistrySellEnabledUpdatedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'SellEnabledUpdated',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"VaultTraderProposed"`
 *
 *
 */
export const useWatchMasterRegistryVaultTraderProposedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'VaultTraderProposed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"VaultTraderSet"`
 *
 *
 */
export const useWatchMasterRegistryVaultTraderSetEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'VaultTraderSet',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__
 *
 *
 */
export const useReadPropertyLens = /*#__PURE__*/ createUseReadContract({
  abi: propertyLensAbi,
  address: propertyLensAddress,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getAccountPositionsPage"`
 *
 *
 */
export const useReadPropertyLensGetAccountPositionsPage =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getAccountPositionsPage',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getPropertyView"`
 *
 *
 */
export const useReadPropertyLensGetPropertyView =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getPropertyView',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getPropertyViewsPage"`
 *
 *
 */
export const useReadPropertyLensGetPropertyViewsPage =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getPropertyViewsPage',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getSystemStatus"`
 *
 *
 */
export const useReadPropertyLensGetSystemStatus =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getSystemStatus',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"registry"`
 *
 *
 */
export const useReadPropertyLensRegistry = /*#__PURE__*/ createUseReadContract({
  abi: propertyLensAbi,
  address: propertyLensAddress,
  functionName: 'registry',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__
 */
export const useReadPropertyToken = /*#__PURE__*/ createUseReadContract({
  abi: propertyTokenAbi,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"INCOME_SCALE"`
 */
export const useReadPropertyTokenIncomeScale =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'INCOME_SCALE',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"MAX_INCOME_UNITS"`
 */
export const useReadPropertyTokenMaxIncomeUnits =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'MAX_INCOME_UNITS',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"allowance"`
 */
export const useReadPropertyTokenAllowance =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'allowance',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"balanceOf"`
 */
export const useReadPropertyTokenBalanceOf =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'balanceOf',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"buyingClosed"`
 */
export const useReadPropertyTokenBuyingClosed =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'buyingClosed',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"currentPrice"`
 */
export const useReadPropertyTokenCurrentPrice =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'currentPrice',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"decimals"`
 */
export const useReadPropertyTokenDecimals = /*#__PURE__*/ createUseReadContract(
  { abi: propertyTokenAbi, functionName: 'decimals' },
)

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"getLockInfo"`
 */
export const useReadPropertyTokenGetLockInfo =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'getLockInfo',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"getPropertyDetails"`
 */
export const useReadPropertyTokenGetPropertyDetails =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'getPropertyDetails',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"getValue"`
 */
export const useReadPropertyTokenGetValue = /*#__PURE__*/ createUseReadContract(
  { abi: propertyTokenAbi, functionName: 'getValue' },
)

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"identityRegistry"`
 */
export const useReadPropertyTokenIdentityRegistry =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'identityRegistry',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"identityRequired"`
 */
export const useReadPropertyTokenIdentityRequired =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'identityRequired',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"incomeInfo"`
 */
export const useReadPropertyTokenIncomeInfo =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'incomeInfo',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"incomeOf"`
 */
export const useReadPropertyTokenIncomeOf = /*#__PURE__*/ createUseReadContract(
  { abi: propertyTokenAbi, functionName: 'incomeOf' },
)

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"incomeUnit"`
 */
export const useReadPropertyTokenIncomeUnit =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'incomeUnit',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"initialPrice"`
 */
export const useReadPropertyTokenInitialPrice =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'initialPrice',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"listed"`
 */
export const useReadPropertyTokenListed = /*#__PURE__*/ createUseReadContract({
  abi: propertyTokenAbi,
  functionName: 'listed',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"lockDuration"`
 */
export const useReadPropertyTokenLockDuration =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'lockDuration',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"name"`
 */
export const useReadPropertyTokenName = /*#__PURE__*/ createUseReadContract({
  abi: propertyTokenAbi,
  functionName: 'name',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"pendingPrice"`
 */
export const useReadPropertyTokenPendingPrice =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'pendingPrice',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"registry"`
 */
export const useReadPropertyTokenRegistry = /*#__PURE__*/ createUseReadContract(
  { abi: propertyTokenAbi, functionName: 'registry' },
)

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"sellEnabled"`
 */
export const useReadPropertyTokenSellEnabled =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'sellEnabled',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"sendingFrozen"`
 */
export const useReadPropertyTokenSendingFrozen =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'sendingFrozen',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"symbol"`
 */
export const useReadPropertyTokenSymbol = /*#__PURE__*/ createUseReadContract({
  abi: propertyTokenAbi,
  functionName: 'symbol',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"totalM2"`
 */
export const useReadPropertyTokenTotalM2 = /*#__PURE__*/ createUseReadContract({
  abi: propertyTokenAbi,
  functionName: 'totalM2',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"totalSupply"`
 */
export const useReadPropertyTokenTotalSupply =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'totalSupply',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"vaultTrader"`
 */
export const useReadPropertyTokenVaultTrader =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyTokenAbi,
    functionName: 'vaultTrader',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__
 */
export const useWritePropertyToken = /*#__PURE__*/ createUseWriteContract({
  abi: propertyTokenAbi,
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"approve"`
 */
export const useWritePropertyTokenApprove =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'approve',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"cancelScheduledPrice"`
 */
export const useWritePropertyTokenCancelScheduledPrice =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'cancelScheduledPrice',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"delist"`
 */
export const useWritePropertyTokenDelist = /*#__PURE__*/ createUseWriteContract(
  { abi: propertyTokenAbi, functionName: 'delist' },
)

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"freezeSending"`
 */
export const useWritePropertyTokenFreezeSending =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'freezeSending',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"initialize"`
 */
export const useWritePropertyTokenInitialize =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'initialize',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"reclaimFrom"`
 */
export const useWritePropertyTokenReclaimFrom =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'reclaimFrom',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"recordIncome"`
 */
export const useWritePropertyTokenRecordIncome =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'recordIncome',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"recoverAccount"`
 */
export const useWritePropertyTokenRecoverAccount =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'recoverAccount',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"releaseTo"`
 */
export const useWritePropertyTokenReleaseTo =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'releaseTo',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"retireFrom"`
 */
export const useWritePropertyTokenRetireFrom =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'retireFrom',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"schedulePrice"`
 */
export const useWritePropertyTokenSchedulePrice =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'schedulePrice',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setBuyingClosed"`
 */
export const useWritePropertyTokenSetBuyingClosed =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'setBuyingClosed',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setIdentityRequired"`
 */
export const useWritePropertyTokenSetIdentityRequired =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'setIdentityRequired',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setLockDuration"`
 */
export const useWritePropertyTokenSetLockDuration =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setSellEnabled"`
 */
export const useWritePropertyTokenSetSellEnabled =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"takeIncome"`
 */
export const useWritePropertyTokenTakeIncome =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'takeIncome',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"transfer"`
 */
export const useWritePropertyTokenTransfer =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'transfer',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"transferFrom"`
 */
export const useWritePropertyTokenTransferFrom =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'transferFrom',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__
 */
export const useSimulatePropertyToken = /*#__PURE__*/ createUseSimulateContract(
  { abi: propertyTokenAbi },
)

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"approve"`
 */
export const useSimulatePropertyTokenApprove =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'approve',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"cancelScheduledPrice"`
 */
export const useSimulatePropertyTokenCancelScheduledPrice =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'cancelScheduledPrice',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"delist"`
 */
export const useSimulatePropertyTokenDelist =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'delist',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"freezeSending"`
 */
export const useSimulatePropertyTokenFreezeSending =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'freezeSending',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"initialize"`
 */
export const useSimulatePropertyTokenInitialize =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'initialize',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"reclaimFrom"`
 */
export const useSimulatePropertyTokenReclaimFrom =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'reclaimFrom',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"recordIncome"`
 */
export const useSimulatePropertyTokenRecordIncome =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'recordIncome',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"recoverAccount"`
 */
export const useSimulatePropertyTokenRecoverAccount =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'recoverAccount',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"releaseTo"`
 */
export const useSimulatePropertyTokenReleaseTo =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'releaseTo',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"retireFrom"`
 */
export const useSimulatePropertyTokenRetireFrom =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'retireFrom',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"schedulePrice"`
 */
export const useSimulatePropertyTokenSchedulePrice =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'schedulePrice',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setBuyingClosed"`
 */
export const useSimulatePropertyTokenSetBuyingClosed =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setBuyingClosed',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setIdentityRequired"`
 */
export const useSimulatePropertyTokenSetIdentityRequired =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setIdentityRequired',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setLockDuration"`
 */
export const useSimulatePropertyTokenSetLockDuration =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setSellEnabled"`
 */
export const useSimulatePropertyTokenSetSellEnabled =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"takeIncome"`
 */
export const useSimulatePropertyTokenTakeIncome =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'takeIncome',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"transfer"`
 */
export const useSimulatePropertyTokenTransfer =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'transfer',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"transferFrom"`
 */
export const useSimulatePropertyTokenTransferFrom =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'transferFrom',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__
 */
export const useWatchPropertyTokenEvent =
  /*#__PURE__*/ createUseWatchContractEvent({ abi: propertyTokenAbi })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__ and `eventName` set to `"Approval"`
 */
export const useWatchPropertyTokenApprovalEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: propertyTokenAbi,
    eventName: 'Approval',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__ and `eventName` set to `"Locked"`
 */
export const useWatchPropertyTokenLockedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: propertyTokenAbi,
    eventName: 'Locked',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__ and `eventName` set to `"PriceScheduled"`
 */
export const useWatchPropertyTokenPriceScheduledEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: propertyTokenAbi,
    eventName: 'PriceScheduled',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__ and `eventName` set to `"Transfer"`
 */
export const useWatchPropertyTokenTransferEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: propertyTokenAbi,
    eventName: 'Transfer',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link usdtAbi}__
 *
 *
 */
export const useReadUsdt = /*#__PURE__*/ createUseReadContract({
  abi: usdtAbi,
  address: usdtAddress,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"allowance"`
 *
 *
 */
export const useReadUsdtAllowance = /*#__PURE__*/ createUseReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'allowance',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"balanceOf"`
 *
 *
 */
export const useReadUsdtBalanceOf = /*#__PURE__*/ createUseReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'balanceOf',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"decimals"`
 *
 *
 */
export const useReadUsdtDecimals = /*#__PURE__*/ createUseReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'decimals',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"name"`
 *
 *
 */
export const useReadUsdtName = /*#__PURE__*/ createUseReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'name',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"owner"`
 *
 *
 */
export const useReadUsdtOwner = /*#__PURE__*/ createUseReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'owner',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"symbol"`
 *
 *
 */
export const useReadUsdtSymbol = /*#__PURE__*/ createUseReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'symbol',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"totalSupply"`
 *
 *
 */
export const useReadUsdtTotalSupply = /*#__PURE__*/ createUseReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'totalSupply',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link usdtAbi}__
 *
 *
 */
export const useWriteUsdt = /*#__PURE__*/ createUseWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"approve"`
 *
 *
 */
export const useWriteUsdtApprove = /*#__PURE__*/ createUseWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'approve',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"mint"`
 *
 *
 */
export const useWriteUsdtMint = /*#__PURE__*/ createUseWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'mint',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"renounceOwnership"`
 *
 *
 */
export const useWriteUsdtRenounceOwnership =
  /*#__PURE__*/ createUseWriteContract({
    abi: usdtAbi,
    address: usdtAddress,
    functionName: 'renounceOwnership',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transfer"`
 *
 *
 */
export const useWriteUsdtTransfer = /*#__PURE__*/ createUseWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'transfer',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transferFrom"`
 *
 *
 */
export const useWriteUsdtTransferFrom = /*#__PURE__*/ createUseWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'transferFrom',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transferOwnership"`
 *
 *
 */
export const useWriteUsdtTransferOwnership =
  /*#__PURE__*/ createUseWriteContract({
    abi: usdtAbi,
    address: usdtAddress,
    functionName: 'transferOwnership',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link usdtAbi}__
 *
 *
 */
export const useSimulateUsdt = /*#__PURE__*/ createUseSimulateContract({
  abi: usdtAbi,
  address: usdtAddress,
})

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"approve"`
 *
 *
 */
export const useSimulateUsdtApprove = /*#__PURE__*/ createUseSimulateContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'approve',
})

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"mint"`
 *
 *
 */
export const useSimulateUsdtMint = /*#__PURE__*/ createUseSimulateContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'mint',
})

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"renounceOwnership"`
 *
 *
 */
export const useSimulateUsdtRenounceOwnership =
  /*#__PURE__*/ createUseSimulateContract({
    abi: usdtAbi,
    address: usdtAddress,
    functionName: 'renounceOwnership',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transfer"`
 *
 *
 */
export const useSimulateUsdtTransfer = /*#__PURE__*/ createUseSimulateContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'transfer',
})

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transferFrom"`
 *
 *
 */
export const useSimulateUsdtTransferFrom =
  /*#__PURE__*/ createUseSimulateContract({
    abi: usdtAbi,
    address: usdtAddress,
    functionName: 'transferFrom',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transferOwnership"`
 *
 *
 */
export const useSimulateUsdtTransferOwnership =
  /*#__PURE__*/ createUseSimulateContract({
    abi: usdtAbi,
    address: usdtAddress,
    functionName: 'transferOwnership',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link usdtAbi}__
 *
 *
 */
export const useWatchUsdtEvent = /*#__PURE__*/ createUseWatchContractEvent({
  abi: usdtAbi,
  address: usdtAddress,
})

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link usdtAbi}__ and `eventName` set to `"Approval"`
 *
 *
 */
export const useWatchUsdtApprovalEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: usdtAbi,
    address: usdtAddress,
    eventName: 'Approval',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link usdtAbi}__ and `eventName` set to `"OwnershipTransferred"`
 *
 *
 */
export const useWatchUsdtOwnershipTransferredEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: usdtAbi,
    address: usdtAddress,
    eventName: 'OwnershipTransferred',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link usdtAbi}__ and `eventName` set to `"Transfer"`
 *
 *
 */
export const useWatchUsdtTransferEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: usdtAbi,
    address: usdtAddress,
    eventName: 'Transfer',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const useReadVaultTrader = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"GENERAL_CAP_BPS"`
 *
 *
 */
export const useReadVaultTraderGeneralCapBps =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'GENERAL_CAP_BPS',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"GENERAL_PERIOD"`
 *
 *
 */
export const useReadVaultTraderGeneralPeriod =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'GENERAL_PERIOD',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"REFUND_WINDOW"`
 *
 *
 */
export const useReadVaultTraderRefundWindow =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'REFUND_WINDOW',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"ROLE_DELAY"`
 *
 *
 */
export const useReadVaultTraderRoleDelay = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'ROLE_DELAY',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"USDT"`
 *
 *
 */
export const useReadVaultTraderUsdt = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'USDT',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"WITHDRAW_FREE_BPS"`
 *
 *
 */
export const useReadVaultTraderWithdrawFreeBps =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'WITHDRAW_FREE_BPS',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"WITHDRAW_NOTICE"`
 *
 *
 */
export const useReadVaultTraderWithdrawNotice =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'WITHDRAW_NOTICE',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"WITHDRAW_PERIOD"`
 *
 *
 */
export const useReadVaultTraderWithdrawPeriod =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'WITHDRAW_PERIOD',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"booked"`
 *
 *
 */
export const useReadVaultTraderBooked = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'booked',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"buckets"`
 *
 *
 */
export const useReadVaultTraderBuckets = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'buckets',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimableIncome"`
 *
 *
 */
export const useReadVaultTraderClaimableIncome =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'claimableIncome',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimableRefund"`
 *
 *
 */
export const useReadVaultTraderClaimableRefund =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'claimableRefund',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"emergencySwept"`
 *
 *
 */
export const useReadVaultTraderEmergencySwept =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'emergencySwept',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"escrowed"`
 *
 *
 */
export const useReadVaultTraderEscrowed = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'escrowed',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"fundManager"`
 *
 *
 */
export const useReadVaultTraderFundManager =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'fundManager',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"generalAllowance"`
 *
 *
 */
export const useReadVaultTraderGeneralAllowance =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'generalAllowance',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"generalBucket"`
 *
 *
 */
export const useReadVaultTraderGeneralBucket =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'generalBucket',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"incomeHeld"`
 *
 *
 */
export const useReadVaultTraderIncomeHeld = /*#__PURE__*/ createUseReadContract(
  {
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'incomeHeld',
  },
)

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"masterRegistry"`
 *
 *
 */
export const useReadVaultTraderMasterRegistry =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'masterRegistry',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"paused"`
 *
 *
 */
export const useReadVaultTraderPaused = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'paused',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pendingFundManager"`
 *
 *
 */
export const useReadVaultTraderPendingFundManager =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'pendingFundManager',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pendingTreasury"`
 *
 *
 */
export const useReadVaultTraderPendingTreasury =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'pendingTreasury',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"quoteBuy"`
 *
 *
 */
export const useReadVaultTraderQuoteBuy = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'quoteBuy',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"quoteSell"`
 *
 *
 */
export const useReadVaultTraderQuoteSell = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'quoteSell',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"refundPools"`
 *
 *
 */
export const useReadVaultTraderRefundPools =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'refundPools',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"totalBuckets"`
 *
 *
 */
export const useReadVaultTraderTotalBuckets =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'totalBuckets',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"treasury"`
 *
 *
 */
export const useReadVaultTraderTreasury = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'treasury',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"unaccounted"`
 *
 *
 */
export const useReadVaultTraderUnaccounted =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'unaccounted',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"withdrawable"`
 *
 *
 */
export const useReadVaultTraderWithdrawable =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'withdrawable',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const useWriteVaultTrader = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"absorbUnaccounted"`
 *
 *
 */
export const useWriteVaultTraderAbsorbUnaccounted =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'absorbUnaccounted',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"acceptFundManager"`
 *
 *
 */
export const useWriteVaultTraderAcceptFundManager =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'acceptFundManager',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"adoptProperty"`
 *
 *
 */
export const useWriteVaultTraderAdoptProperty =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'adoptProperty',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"announceWithdrawal"`
 *
 *
 */
export const useWriteVaultTraderAnnounceWithdrawal =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'announceWithdrawal',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"applyTreasury"`
 *
 *
 */
export const useWriteVaultTraderApplyTreasury =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'applyTreasury',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"buy"`
 *
 *
 */
export const useWriteVaultTraderBuy = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'buy',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"cancelWithdrawal"`
 *
 *
 */
export const useWriteVaultTraderCancelWithdrawal =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'cancelWithdrawal',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimIncome"`
 *
 *
 */
export const useWriteVaultTraderClaimIncome =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'claimIncome',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimRefund"`
 *
 *
 */
export const useWriteVaultTraderClaimRefund =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'claimRefund',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"closeRefund"`
 *
 *
 */
export const useWriteVaultTraderCloseRefund =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'closeRefund',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"distributeIncome"`
 *
 *
 */
export const useWriteVaultTraderDistributeIncome =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'distributeIncome',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"emergencySweep"`
 *
 *
 */
export const useWriteVaultTraderEmergencySweep =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'emergencySweep',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"fundRefund"`
 *
 *
 */
export const useWriteVaultTraderFundRefund =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'fundRefund',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"manualDeposit"`
 *
 *
 */
export const useWriteVaultTraderManualDeposit =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'manualDeposit',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"moveRefundClaim"`
 *
 *
 */
export const useWriteVaultTraderMoveRefundClaim =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'moveRefundClaim',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"openRefund"`
 *
 *
 */
export const useWriteVaultTraderOpenRefund =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'openRefund',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pause"`
 *
 *
 */
export const useWriteVaultTraderPause = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'pause',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"proposeTreasury"`
 *
 *
 */
export const useWriteVaultTraderProposeTreasury =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'proposeTreasury',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"registerProperty"`
 *
 *
 */
export const useWriteVaultTraderRegisterProperty =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'registerProperty',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"reinvestIncome"`
 *
 *
 */
export const useWriteVaultTraderReinvestIncome =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'reinvestIncome',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"sell"`
 *
 *
 */
export const useWriteVaultTraderSell = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'sell',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"setFundManager"`
 *
 *
 */
export const useWriteVaultTraderSetFundManager =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'setFundManager',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"unpause"`
 *
 *
 */
export const useWriteVaultTraderUnpause = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'unpause',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"withdrawFromBucket"`
 *
 *
 */
export const useWriteVaultTraderWithdrawFromBucket =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'withdrawFromBucket',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const useSimulateVaultTrader = /*#__PURE__*/ createUseSimulateContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
})

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"absorbUnaccounted"`
 *
 *
 */
export const useSimulateVaultTraderAbsorbUnaccounted =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'absorbUnaccounted',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"acceptFundManager"`
 *
 *
 */
export const useSimulateVaultTraderAcceptFundManager =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'acceptFundManager',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"adoptProperty"`
 *
 *
 */
export const useSimulateVaultTraderAdoptProperty =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'adoptProperty',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"announceWithdrawal"`
 *
 *
 */
export const useSimulateVaultTraderAnnounceWithdrawal =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'announceWithdrawal',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"applyTreasury"`
 *
 *
 */
export const useSimulateVaultTraderApplyTreasury =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'applyTreasury',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"buy"`
 *
 *
 */
export const useSimulateVaultTraderBuy =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'buy',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"cancelWithdrawal"`
 *
 *
 */
export const useSimulateVaultTraderCancelWithdrawal =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'cancelWithdrawal',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimIncome"`
 *
 *
 */
export const useSimulateVaultTraderClaimIncome =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'claimIncome',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimRefund"`
 *
 *
 */
export const useSimulateVaultTraderClaimRefund =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'claimRefund',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"closeRefund"`
 *
 *
 */
export const useSimulateVaultTraderCloseRefund =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'closeRefund',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"distributeIncome"`
 *
 *
 */
export const useSimulateVaultTraderDistributeIncome =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'distributeIncome',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"emergencySweep"`
 *
 *
 */
export const useSimulateVaultTraderEmergencySweep =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'emergencySweep',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"fundRefund"`
 *
 *
 */
export const useSimulateVaultTraderFundRefund =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'fundRefund',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"manualDeposit"`
 *
 *
 */
export const useSimulateVaultTraderManualDeposit =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'manualDeposit',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"moveRefundClaim"`
 *
 *
 */
export const useSimulateVaultTraderMoveRefundClaim =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'moveRefundClaim',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"openRefund"`
 *
 *
 */
export const useSimulateVaultTraderOpenRefund =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'openRefund',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pause"`
 *
 *
 */
export const useSimulateVaultTraderPause =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'pause',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"proposeTreasury"`
 *
 *
 */
export const useSimulateVaultTraderProposeTreasury =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'proposeTreasury',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"registerProperty"`
 *
 *
 */
export const useSimulateVaultTraderRegisterProperty =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'registerProperty',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"reinvestIncome"`
 *
 *
 */
export const useSimulateVaultTraderReinvestIncome =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'reinvestIncome',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"sell"`
 *
 *
 */
export const useSimulateVaultTraderSell =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'sell',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"setFundManager"`
 *
 *
 */
export const useSimulateVaultTraderSetFundManager =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'setFundManager',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"unpause"`
 *
 *
 */
export const useSimulateVaultTraderUnpause =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'unpause',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"withdrawFromBucket"`
 *
 *
 */
export const useSimulateVaultTraderWithdrawFromBucket =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'withdrawFromBucket',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const useWatchVaultTraderEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Bought"`
 *
 *
 */
export const useWatchVaultTraderBoughtEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Bought',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Deposited"`
 *
 *
 */
export const useWatchVaultTraderDepositedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Deposited',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"EmergencySwept"`
 *
 *
 */
export const useWatchVaultTraderEmergencySweptEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'EmergencySwept',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"FundManagerProposed"`
 *
 *
 */
export const useWatchVaultTraderFundManagerProposedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'FundManagerProposed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"FundManagerSet"`
 *
 *
 */
export const useWatchVaultTraderFundManagerSetEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'FundManagerSet',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"GeneralBucketDrawn"`
 *
 *
 */
export const useWatchVaultTraderGeneralBucketDrawnEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'GeneralBucketDrawn',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"IncomeClaimed"`
 *
 *
 */
export const useWatchVaultTraderIncomeClaimedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'IncomeClaimed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"IncomeDistributed"`
 *
 *
 */
export const useWatchVaultTraderIncomeDistributedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'IncomeDistributed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"IncomeReinvested"`
 *
 *
 */
export const useWatchVaultTraderIncomeReinvestedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'IncomeReinvested',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Paused"`
 *
 *
 */
export const useWatchVaultTraderPausedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Paused',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundClaimMoved"`
 *
 *
 */
export const useWatchVaultTraderRefundClaimMovedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundClaimMoved',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundClaimed"`
 *
 *
 */
export const useWatchVaultTraderRefundClaimedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundClaimed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundClosed"`
 *
 *
 */
export const useWatchVaultTraderRefundClosedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundClosed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundFunded"`
 *
 *
 */
export const useWatchVaultTraderRefundFundedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundFunded',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundOpened"`
 *
 *
 */
export const useWatchVaultTraderRefundOpenedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundOpened',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Sold"`
 *
 *
 */
export const useWatchVaultTraderSoldEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Sold',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"TreasuryProposed"`
 *
 *
 */
export const useWatchVaultTraderTreasuryProposedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'TreasuryProposed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"TreasurySet"`
 *
 *
 */
export const useWatchVaultTraderTreasurySetEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'TreasurySet',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"UnaccountedAbsorbed"`
 *
 *
 */
export const useWatchVaultTraderUnaccountedAbsorbedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'UnaccountedAbsorbed',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Unpaused"`
 *
 *
 */
export const useWatchVaultTraderUnpausedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Unpaused',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"WithdrawalAnnounced"`
 *
 *
 */
export const useWatchVaultTraderWithdrawalAnnouncedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'WithdrawalAnnounced',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"WithdrawalCancelled"`
 *
 *
 */
export const useWatchVaultTraderWithdrawalCancelledEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'WithdrawalCancelled',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Withdrawn"`
 *
 *
 */
export const useWatchVaultTraderWithdrawnEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Withdrawn',
  })

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// Action
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link identityRegistryAbi}__
 *
 *
 */
export const readIdentityRegistry = /*#__PURE__*/ createReadContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"RECOVERY_DELAY"`
 *
 *
 */
export const readIdentityRegistryRecoveryDelay =
  /*#__PURE__*/ createReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'RECOVERY_DELAY',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"identityOf"`
 *
 *
 */
export const readIdentityRegistryIdentityOf = /*#__PURE__*/ createReadContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
  functionName: 'identityOf',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"identityStore"`
 *
 *
 */
export const readIdentityRegistryIdentityStore =
  /*#__PURE__*/ createReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'identityStore',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"isFrozen"`
 *
 *
 */
export const readIdentityRegistryIsFrozen = /*#__PURE__*/ createReadContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
  functionName: 'isFrozen',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"isVerified"`
 *
 *
 */
export const readIdentityRegistryIsVerified = /*#__PURE__*/ createReadContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
  functionName: 'isVerified',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"masterRegistry"`
 *
 *
 */
export const readIdentityRegistryMasterRegistry =
  /*#__PURE__*/ createReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'masterRegistry',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"recoveryOf"`
 *
 *
 */
export const readIdentityRegistryRecoveryOf = /*#__PURE__*/ createReadContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
  functionName: 'recoveryOf',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"transferStatus"`
 *
 *
 */
export const readIdentityRegistryTransferStatus =
  /*#__PURE__*/ createReadContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'transferStatus',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link identityRegistryAbi}__
 *
 *
 */
export const writeIdentityRegistry = /*#__PURE__*/ createWriteContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"approve"`
 *
 *
 */
export const writeIdentityRegistryApprove = /*#__PURE__*/ createWriteContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
  functionName: 'approve',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"cancelRecovery"`
 *
 *
 */
export const writeIdentityRegistryCancelRecovery =
  /*#__PURE__*/ createWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'cancelRecovery',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"executeRecovery"`
 *
 *
 */
export const writeIdentityRegistryExecuteRecovery =
  /*#__PURE__*/ createWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'executeRecovery',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"freeze"`
 *
 *
 */
export const writeIdentityRegistryFreeze = /*#__PURE__*/ createWriteContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
  functionName: 'freeze',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"requestRecovery"`
 *
 *
 */
export const writeIdentityRegistryRequestRecovery =
  /*#__PURE__*/ createWriteContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'requestRecovery',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"revoke"`
 *
 *
 */
export const writeIdentityRegistryRevoke = /*#__PURE__*/ createWriteContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
  functionName: 'revoke',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"unfreeze"`
 *
 *
 */
export const writeIdentityRegistryUnfreeze = /*#__PURE__*/ createWriteContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
  functionName: 'unfreeze',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link identityRegistryAbi}__
 *
 *
 */
export const simulateIdentityRegistry = /*#__PURE__*/ createSimulateContract({
  abi: identityRegistryAbi,
  address: identityRegistryAddress,
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"approve"`
 *
 *
 */
export const simulateIdentityRegistryApprove =
  /*#__PURE__*/ createSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'approve',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"cancelRecovery"`
 *
 *
 */
export const simulateIdentityRegistryCancelRecovery =
  /*#__PURE__*/ createSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'cancelRecovery',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"executeRecovery"`
 *
 *
 */
export const simulateIdentityRegistryExecuteRecovery =
  /*#__PURE__*/ createSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'executeRecovery',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"freeze"`
 *
 *
 */
export const simulateIdentityRegistryFreeze =
  /*#__PURE__*/ createSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'freeze',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"requestRecovery"`
 *
 *
 */
export const simulateIdentityRegistryRequestRecovery =
  /*#__PURE__*/ createSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'requestRecovery',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"revoke"`
 *
 *
 */
export const simulateIdentityRegistryRevoke =
  /*#__PURE__*/ createSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'revoke',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link identityRegistryAbi}__ and `functionName` set to `"unfreeze"`
 *
 *
 */
export const simulateIdentityRegistryUnfreeze =
  /*#__PURE__*/ createSimulateContract({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    functionName: 'unfreeze',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__
 *
 *
 */
export const watchIdentityRegistryEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"InvestorApproved"`
 *
 *
 */
export const watchIdentityRegistryInvestorApprovedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'InvestorApproved',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"InvestorFrozen"`
 *
 *
 */
export const watchIdentityRegistryInvestorFrozenEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'InvestorFrozen',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"InvestorRevoked"`
 *
 *
 */
export const watchIdentityRegistryInvestorRevokedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'InvestorRevoked',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"InvestorUnfrozen"`
 *
 *
 */
export const watchIdentityRegistryInvestorUnfrozenEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'InvestorUnfrozen',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"RecoveryCancelled"`
 *
 *
 */
export const watchIdentityRegistryRecoveryCancelledEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'RecoveryCancelled',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"RecoveryExecuted"`
 *
 *
 */
export const watchIdentityRegistryRecoveryExecutedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'RecoveryExecuted',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link identityRegistryAbi}__ and `eventName` set to `"RecoveryRequested"`
 *
 *
 */
export const watchIdentityRegistryRecoveryRequestedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: identityRegistryAbi,
    address: identityRegistryAddress,
    eventName: 'RecoveryRequested',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const readMasterRegistry = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"ADMIN_DELAY"`
 *
 *
 */
export const readMasterRegistryAdminDelay = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'ADMIN_DELAY',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"CLOSE_DELIST"`
 *
 *
 */
export const readMasterRegistryCloseDelist = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'CLOSE_DELIST',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"CLOSE_SELL_BACK"`
 *
 *
 */
export const readMasterRegistryCloseSellBack = /*#__PURE__*/ createReadContract(
  {
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'CLOSE_SELL_BACK',
  },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"CLOSURE_NOTICE"`
 *
 *
 */
export const readMasterRegistryClosureNotice = /*#__PURE__*/ createReadContract(
  {
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'CLOSURE_NOTICE',
  },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"COMPLIANCE_ROLE"`
 *
 *
 */
export const readMasterRegistryComplianceRole =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'COMPLIANCE_ROLE',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"DEFAULT_ADMIN_ROLE"`
 *
 *
 */
export const readMasterRegistryDefaultAdminRole =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'DEFAULT_ADMIN_ROLE',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MANAGER_ROLE"`
 *
 *
 */
export const readMasterRegistryManagerRole = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'MANAGER_ROLE',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_LOCK_DURATION"`
 *
 *
 */
export const readMasterRegistryMaxLockDuration =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MAX_LOCK_DURATION',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_NAME_LENGTH"`
 *
 *
 */
export const readMasterRegistryMaxNameLength = /*#__PURE__*/ createReadContract(
  {
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MAX_NAME_LENGTH',
  },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_PRICE_STEP_BPS"`
 *
 *
 */
export const readMasterRegistryMaxPriceStepBps =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MAX_PRICE_STEP_BPS',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_TOTAL_M2"`
 *
 *
 */
export const readMasterRegistryMaxTotalM2 = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'MAX_TOTAL_M2',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MIN_LOCK_DURATION"`
 *
 *
 */
export const readMasterRegistryMinLockDuration =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'MIN_LOCK_DURATION',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"PRICE_NOTICE"`
 *
 *
 */
export const readMasterRegistryPriceNotice = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'PRICE_NOTICE',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"VAULT_CHANGE_DELAY"`
 *
 *
 */
export const readMasterRegistryVaultChangeDelay =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'VAULT_CHANGE_DELAY',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"defaultAdmin"`
 *
 *
 */
export const readMasterRegistryDefaultAdmin = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'defaultAdmin',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"defaultAdminDelay"`
 *
 *
 */
export const readMasterRegistryDefaultAdminDelay =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'defaultAdminDelay',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"defaultAdminDelayIncreaseWait"`
 *
 *
 */
export const readMasterRegistryDefaultAdminDelayIncreaseWait =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'defaultAdminDelayIncreaseWait',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getActiveProperties"`
 *
 *
 */
export const readMasterRegistryGetActiveProperties =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'getActiveProperties',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getAllProperties"`
 *
 *
 */
export const readMasterRegistryGetAllProperties =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'getAllProperties',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getPropertyTokens"`
 *
 *
 */
export const readMasterRegistryGetPropertyTokens =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'getPropertyTokens',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getRoleAdmin"`
 *
 *
 */
export const readMasterRegistryGetRoleAdmin = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'getRoleAdmin',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"hasRole"`
 *
 *
 */
export const readMasterRegistryHasRole = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'hasRole',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"isListed"`
 *
 *
 */
export const readMasterRegistryIsListed = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'isListed',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"isProperty"`
 *
 *
 */
export const readMasterRegistryIsProperty = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'isProperty',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"isSellEnabled"`
 *
 *
 */
export const readMasterRegistryIsSellEnabled = /*#__PURE__*/ createReadContract(
  {
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'isSellEnabled',
  },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"owner"`
 *
 *
 */
export const readMasterRegistryOwner = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'owner',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"pendingClosure"`
 *
 *
 */
export const readMasterRegistryPendingClosure =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'pendingClosure',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"pendingDefaultAdmin"`
 *
 *
 */
export const readMasterRegistryPendingDefaultAdmin =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'pendingDefaultAdmin',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"pendingDefaultAdminDelay"`
 *
 *
 */
export const readMasterRegistryPendingDefaultAdminDelay =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'pendingDefaultAdminDelay',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"pendingVaultTrader"`
 *
 *
 */
export const readMasterRegistryPendingVaultTrader =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'pendingVaultTrader',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"priceProposal"`
 *
 *
 */
export const readMasterRegistryPriceProposal = /*#__PURE__*/ createReadContract(
  {
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'priceProposal',
  },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"propertyCount"`
 *
 *
 */
export const readMasterRegistryPropertyCount = /*#__PURE__*/ createReadContract(
  {
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'propertyCount',
  },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"supportsInterface"`
 *
 *
 */
export const readMasterRegistrySupportsInterface =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'supportsInterface',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"tokenImplementation"`
 *
 *
 */
export const readMasterRegistryTokenImplementation =
  /*#__PURE__*/ createReadContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'tokenImplementation',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"vaultTrader"`
 *
 *
 */
export const readMasterRegistryVaultTrader = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'vaultTrader',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const writeMasterRegistry = /*#__PURE__*/ createWriteContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"acceptDefaultAdminTransfer"`
 *
 *
 */
export const writeMasterRegistryAcceptDefaultAdminTransfer =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'acceptDefaultAdminTransfer',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"applyClosure"`
 *
 *
 */
export const writeMasterRegistryApplyClosure =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'applyClosure',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"applyVaultTrader"`
 *
 *
 */
export const writeMasterRegistryApplyVaultTrader =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'applyVaultTrader',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"beginDefaultAdminTransfer"`
 *
 *
 */
export const writeMasterRegistryBeginDefaultAdminTransfer =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'beginDefaultAdminTransfer',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelClosure"`
 *
 *
 */
export const writeMasterRegistryCancelClosure =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelClosure',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelDefaultAdminTransfer"`
 *
 *
 */
export const writeMasterRegistryCancelDefaultAdminTransfer =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelDefaultAdminTransfer',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelPriceChange"`
 *
 *
 */
export const writeMasterRegistryCancelPriceChange =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelPriceChange',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"changeDefaultAdminDelay"`
 *
 *
 */
export const writeMasterRegistryChangeDefaultAdminDelay =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'changeDefaultAdminDelay',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"confirmPrice"`
 *
 *
 */
export const writeMasterRegistryConfirmPrice =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'confirmPrice',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"createProperty"`
 *
 *
 */
export const writeMasterRegistryCreateProperty =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'createProperty',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistProperty"`
 *
 *
 */
export const writeMasterRegistryDelistProperty =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'delistProperty',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistWithRefund"`
 *
 *
 */
export const writeMasterRegistryDelistWithRefund =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'delistWithRefund',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"grantRole"`
 *
 *
 */
export const writeMasterRegistryGrantRole = /*#__PURE__*/ createWriteContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'grantRole',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"proposePrice"`
 *
 *
 */
export const writeMasterRegistryProposePrice =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'proposePrice',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"proposeVaultTrader"`
 *
 *
 */
export const writeMasterRegistryProposeVaultTrader =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'proposeVaultTrader',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"renounceRole"`
 *
 *
 */
export const writeMasterRegistryRenounceRole =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'renounceRole',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"revokeRole"`
 *
 *
 */
export const writeMasterRegistryRevokeRole = /*#__PURE__*/ createWriteContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
  functionName: 'revokeRole',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"rollbackDefaultAdminDelay"`
 *
 *
 */
export const writeMasterRegistryRollbackDefaultAdminDelay =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'rollbackDefaultAdminDelay',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setIdentityRequired"`
 *
 *
 */
export const writeMasterRegistrySetIdentityRequired =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setIdentityRequired',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setLockDuration"`
 *
 *
 */
export const writeMasterRegistrySetLockDuration =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setSellEnabled"`
 *
 *
 */
export const writeMasterRegistrySetSellEnabled =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setVaultTrader"`
 *
 *
 */
export const writeMasterRegistrySetVaultTrader =
  /*#__PURE__*/ createWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setVaultTrader',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const simulateMasterRegistry = /*#__PURE__*/ createSimulateContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"acceptDefaultAdminTransfer"`
 *
 *
 */
export const simulateMasterRegistryAcceptDefaultAdminTransfer =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'acceptDefaultAdminTransfer',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"applyClosure"`
 *
 *
 */
export const simulateMasterRegistryApplyClosure =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'applyClosure',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"applyVaultTrader"`
 *
 *
 */
export const simulateMasterRegistryApplyVaultTrader =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'applyVaultTrader',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"beginDefaultAdminTransfer"`
 *
 *
 */
export const simulateMasterRegistryBeginDefaultAdminTransfer =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'beginDefaultAdminTransfer',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelClosure"`
 *
 *
 */
export const simulateMasterRegistryCancelClosure =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelClosure',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelDefaultAdminTransfer"`
 *
 *
 */
export const simulateMasterRegistryCancelDefaultAdminTransfer =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelDefaultAdminTransfer',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"cancelPriceChange"`
 *
 *
 */
export const simulateMasterRegistryCancelPriceChange =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'cancelPriceChange',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"changeDefaultAdminDelay"`
 *
 *
 */
export const simulateMasterRegistryChangeDefaultAdminDelay =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'changeDefaultAdminDelay',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"confirmPrice"`
 *
 *
 */
export const simulateMasterRegistryConfirmPrice =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'confirmPrice',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"createProperty"`
 *
 *
 */
export const simulateMasterRegistryCreateProperty =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'createProperty',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistProperty"`
 *
 *
 */
export const simulateMasterRegistryDelistProperty =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'delistProperty',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistWithRefund"`
 *
 *
 */
export const simulateMasterRegistryDelistWithRefund =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'delistWithRefund',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"grantRole"`
 *
 *
 */
export const simulateMasterRegistryGrantRole =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'grantRole',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"proposePrice"`
 *
 *
 */
export const simulateMasterRegistryProposePrice =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'proposePrice',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"proposeVaultTrader"`
 *
 *
 */
export const simulateMasterRegistryProposeVaultTrader =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'proposeVaultTrader',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"renounceRole"`
 *
 *
 */
export const simulateMasterRegistryRenounceRole =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'renounceRole',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"revokeRole"`
 *
 *
 */
export const simulateMasterRegistryRevokeRole =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'revokeRole',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"rollbackDefaultAdminDelay"`
 *
 *
 */
export const simulateMasterRegistryRollbackDefaultAdminDelay =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'rollbackDefaultAdminDelay',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setIdentityRequired"`
 *
 *
 */
export const simulateMasterRegistrySetIdentityRequired =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setIdentityRequired',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setLockDuration"`
 *
 *
 */
export const simulateMasterRegistrySetLockDuration =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setSellEnabled"`
 *
 *
 */
export const simulateMasterRegistrySetSellEnabled =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setVaultTrader"`
 *
 *
 */
export const simulateMasterRegistrySetVaultTrader =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'setVaultTrader',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const watchMasterRegistryEvent = /*#__PURE__*/ createWatchContractEvent({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
})

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"ClosureAnnounced"`
 *
 *
 */
export const watchMasterRegistryClosureAnnouncedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'ClosureAnnounced',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"ClosureCancelled"`
 *
 *
 */
export const watchMasterRegistryClosureCancelledEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'ClosureCancelled',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"DefaultAdminDelayChangeCanceled"`
 *
 *
 */
export const watchMasterRegistryDefaultAdminDelayChangeCanceledEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'DefaultAdminDelayChangeCanceled',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"DefaultAdminDelayChangeScheduled"`
 *
 *
 */
export const watchMasterRegistryDefaultAdminDelayChangeScheduledEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'DefaultAdminDelayChangeScheduled',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"DefaultAdminTransferCanceled"`
 *
 *
 */
export const watchMasterRegistryDefaultAdminTransferCanceledEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'DefaultAdminTransferCanceled',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"DefaultAdminTransferScheduled"`
 *
 *
 */
export const watchMasterRegistryDefaultAdminTransferScheduledEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'DefaultAdminTransferScheduled',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"IdentityRequirementSet"`
 *
 *
 */
export const watchMasterRegistryIdentityRequirementSetEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'IdentityRequirementSet',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"LockDurationUpdated"`
 *
 *
 */
export const watchMasterRegistryLockDurationUpdatedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'LockDurationUpdated',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PriceChangeCancelled"`
 *
 *
 */
export const watchMasterRegistryPriceChangeCancelledEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PriceChangeCancelled',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PriceChangeConfirmed"`
 *
 *
 */
export const watchMasterRegistryPriceChangeConfirmedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PriceChangeConfirmed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PriceChangeProposed"`
 *
 *
 */
export const watchMasterRegistryPriceChangeProposedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PriceChangeProposed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PropertyCreated"`
 *
 *
 */
export const watchMasterRegistryPropertyCreatedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PropertyCreated',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PropertyDelisted"`
 *
 *
 */
export const watchMasterRegistryPropertyDelistedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PropertyDelisted',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"RoleAdminChanged"`
 *
 *
 */
export const watchMasterRegistryRoleAdminChangedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'RoleAdminChanged',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"RoleGranted"`
 *
 *
 */
export const watchMasterRegistryRoleGrantedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'RoleGranted',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"RoleRevoked"`
 *
 *
 */
export const watchMasterRegistryRoleRevokedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'RoleRevoked',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"SellEnabledUpdated"`
 *
 *
 */
export const watchMasterRegistrySellEnabledUpdatedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'SellEnabledUpdated',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"VaultTraderProposed"`
 *
 *
 */
export const watchMasterRegistryVaultTraderProposedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'VaultTraderProposed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"VaultTraderSet"`
 *
 *
 */
export const watchMasterRegistryVaultTraderSetEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'VaultTraderSet',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyLensAbi}__
 *
 *
 */
export const readPropertyLens = /*#__PURE__*/ createReadContract({
  abi: propertyLensAbi,
  address: propertyLensAddress,
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getAccountPositionsPage"`
 *
 *
 */
export const readPropertyLensGetAccountPositionsPage =
  /*#__PURE__*/ createReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getAccountPositionsPage',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getPropertyView"`
 *
 *
 */
export const readPropertyLensGetPropertyView = /*#__PURE__*/ createReadContract(
  {
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getPropertyView',
  },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getPropertyViewsPage"`
 *
 *
 */
export const readPropertyLensGetPropertyViewsPage =
  /*#__PURE__*/ createReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getPropertyViewsPage',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getSystemStatus"`
 *
 *
 */
export const readPropertyLensGetSystemStatus = /*#__PURE__*/ createReadContract(
  {
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getSystemStatus',
  },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"registry"`
 *
 *
 */
export const readPropertyLensRegistry = /*#__PURE__*/ createReadContract({
  abi: propertyLensAbi,
  address: propertyLensAddress,
  functionName: 'registry',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__
 */
export const readPropertyToken = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"INCOME_SCALE"`
 */
export const readPropertyTokenIncomeScale = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'INCOME_SCALE',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"MAX_INCOME_UNITS"`
 */
export const readPropertyTokenMaxIncomeUnits = /*#__PURE__*/ createReadContract(
  { abi: propertyTokenAbi, functionName: 'MAX_INCOME_UNITS' },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"allowance"`
 */
export const readPropertyTokenAllowance = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'allowance',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"balanceOf"`
 */
export const readPropertyTokenBalanceOf = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'balanceOf',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"buyingClosed"`
 */
export const readPropertyTokenBuyingClosed = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'buyingClosed',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"currentPrice"`
 */
export const readPropertyTokenCurrentPrice = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'currentPrice',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"decimals"`
 */
export const readPropertyTokenDecimals = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'decimals',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"getLockInfo"`
 */
export const readPropertyTokenGetLockInfo = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'getLockInfo',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"getPropertyDetails"`
 */
export const readPropertyTokenGetPropertyDetails =
  /*#__PURE__*/ createReadContract({
    abi: propertyTokenAbi,
    functionName: 'getPropertyDetails',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"getValue"`
 */
export const readPropertyTokenGetValue = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'getValue',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"identityRegistry"`
 */
export const readPropertyTokenIdentityRegistry =
  /*#__PURE__*/ createReadContract({
    abi: propertyTokenAbi,
    functionName: 'identityRegistry',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"identityRequired"`
 */
export const readPropertyTokenIdentityRequired =
  /*#__PURE__*/ createReadContract({
    abi: propertyTokenAbi,
    functionName: 'identityRequired',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"incomeInfo"`
 */
export const readPropertyTokenIncomeInfo = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'incomeInfo',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"incomeOf"`
 */
export const readPropertyTokenIncomeOf = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'incomeOf',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"incomeUnit"`
 */
export const readPropertyTokenIncomeUnit = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'incomeUnit',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"initialPrice"`
 */
export const readPropertyTokenInitialPrice = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'initialPrice',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"listed"`
 */
export const readPropertyTokenListed = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'listed',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"lockDuration"`
 */
export const readPropertyTokenLockDuration = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'lockDuration',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"name"`
 */
export const readPropertyTokenName = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'name',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"pendingPrice"`
 */
export const readPropertyTokenPendingPrice = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'pendingPrice',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"registry"`
 */
export const readPropertyTokenRegistry = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'registry',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"sellEnabled"`
 */
export const readPropertyTokenSellEnabled = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'sellEnabled',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"sendingFrozen"`
 */
export const readPropertyTokenSendingFrozen = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'sendingFrozen',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"symbol"`
 */
export const readPropertyTokenSymbol = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'symbol',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"totalM2"`
 */
export const readPropertyTokenTotalM2 = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'totalM2',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"totalSupply"`
 */
export const readPropertyTokenTotalSupply = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'totalSupply',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"vaultTrader"`
 */
export const readPropertyTokenVaultTrader = /*#__PURE__*/ createReadContract({
  abi: propertyTokenAbi,
  functionName: 'vaultTrader',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__
 */
export const writePropertyToken = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"approve"`
 */
export const writePropertyTokenApprove = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'approve',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"cancelScheduledPrice"`
 */
export const writePropertyTokenCancelScheduledPrice =
  /*#__PURE__*/ createWriteContract({
    abi: propertyTokenAbi,
    functionName: 'cancelScheduledPrice',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"delist"`
 */
export const writePropertyTokenDelist = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'delist',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"freezeSending"`
 */
export const writePropertyTokenFreezeSending =
  /*#__PURE__*/ createWriteContract({
    abi: propertyTokenAbi,
    functionName: 'freezeSending',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"initialize"`
 */
export const writePropertyTokenInitialize = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'initialize',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"reclaimFrom"`
 */
export const writePropertyTokenReclaimFrom = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'reclaimFrom',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"recordIncome"`
 */
export const writePropertyTokenRecordIncome = /*#__PURE__*/ createWriteContract(
  { abi: propertyTokenAbi, functionName: 'recordIncome' },
)

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"recoverAccount"`
 */
export const writePropertyTokenRecoverAccount =
  /*#__PURE__*/ createWriteContract({
    abi: propertyTokenAbi,
    functionName: 'recoverAccount',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"releaseTo"`
 */
export const writePropertyTokenReleaseTo = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'releaseTo',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"retireFrom"`
 */
export const writePropertyTokenRetireFrom = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'retireFrom',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"schedulePrice"`
 */
export const writePropertyTokenSchedulePrice =
  /*#__PURE__*/ createWriteContract({
    abi: propertyTokenAbi,
    functionName: 'schedulePrice',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setBuyingClosed"`
 */
export const writePropertyTokenSetBuyingClosed =
  /*#__PURE__*/ createWriteContract({
    abi: propertyTokenAbi,
    functionName: 'setBuyingClosed',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setIdentityRequired"`
 */
export const writePropertyTokenSetIdentityRequired =
  /*#__PURE__*/ createWriteContract({
    abi: propertyTokenAbi,
    functionName: 'setIdentityRequired',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setLockDuration"`
 */
export const writePropertyTokenSetLockDuration =
  /*#__PURE__*/ createWriteContract({
    abi: propertyTokenAbi,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setSellEnabled"`
 */
export const writePropertyTokenSetSellEnabled =
  /*#__PURE__*/ createWriteContract({
    abi: propertyTokenAbi,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"takeIncome"`
 */
export const writePropertyTokenTakeIncome = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'takeIncome',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"transfer"`
 */
export const writePropertyTokenTransfer = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'transfer',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"transferFrom"`
 */
export const writePropertyTokenTransferFrom = /*#__PURE__*/ createWriteContract(
  { abi: propertyTokenAbi, functionName: 'transferFrom' },
)

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__
 */
export const simulatePropertyToken = /*#__PURE__*/ createSimulateContract({
  abi: propertyTokenAbi,
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"approve"`
 */
export const simulatePropertyTokenApprove =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'approve',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"cancelScheduledPrice"`
 */
export const simulatePropertyTokenCancelScheduledPrice =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'cancelScheduledPrice',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"delist"`
 */
export const simulatePropertyTokenDelist = /*#__PURE__*/ createSimulateContract(
  { abi: propertyTokenAbi, functionName: 'delist' },
)

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"freezeSending"`
 */
export const simulatePropertyTokenFreezeSending =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'freezeSending',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"initialize"`
 */
export const simulatePropertyTokenInitialize =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'initialize',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"reclaimFrom"`
 */
export const simulatePropertyTokenReclaimFrom =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'reclaimFrom',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"recordIncome"`
 */
export const simulatePropertyTokenRecordIncome =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'recordIncome',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"recoverAccount"`
 */
export const simulatePropertyTokenRecoverAccount =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'recoverAccount',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"releaseTo"`
 */
export const simulatePropertyTokenReleaseTo =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'releaseTo',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"retireFrom"`
 */
export const simulatePropertyTokenRetireFrom =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'retireFrom',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"schedulePrice"`
 */
export const simulatePropertyTokenSchedulePrice =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'schedulePrice',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setBuyingClosed"`
 */
export const simulatePropertyTokenSetBuyingClosed =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setBuyingClosed',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setIdentityRequired"`
 */
export const simulatePropertyTokenSetIdentityRequired =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setIdentityRequired',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setLockDuration"`
 */
export const simulatePropertyTokenSetLockDuration =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setSellEnabled"`
 */
export const simulatePropertyTokenSetSellEnabled =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"takeIncome"`
 */
export const simulatePropertyTokenTakeIncome =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'takeIncome',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"transfer"`
 */
export const simulatePropertyTokenTransfer =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'transfer',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"transferFrom"`
 */
export const simulatePropertyTokenTransferFrom =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'transferFrom',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__
 */
export const watchPropertyTokenEvent = /*#__PURE__*/ createWatchContractEvent({
  abi: propertyTokenAbi,
})

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__ and `eventName` set to `"Approval"`
 */
export const watchPropertyTokenApprovalEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: propertyTokenAbi,
    eventName: 'Approval',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__ and `eventName` set to `"Locked"`
 */
export const watchPropertyTokenLockedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: propertyTokenAbi,
    eventName: 'Locked',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__ and `eventName` set to `"PriceScheduled"`
 */
export const watchPropertyTokenPriceScheduledEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: propertyTokenAbi,
    eventName: 'PriceScheduled',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__ and `eventName` set to `"Transfer"`
 */
export const watchPropertyTokenTransferEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: propertyTokenAbi,
    eventName: 'Transfer',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link usdtAbi}__
 *
 *
 */
export const readUsdt = /*#__PURE__*/ createReadContract({
  abi: usdtAbi,
  address: usdtAddress,
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"allowance"`
 *
 *
 */
export const readUsdtAllowance = /*#__PURE__*/ createReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'allowance',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"balanceOf"`
 *
 *
 */
export const readUsdtBalanceOf = /*#__PURE__*/ createReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'balanceOf',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"decimals"`
 *
 *
 */
export const readUsdtDecimals = /*#__PURE__*/ createReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'decimals',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"name"`
 *
 *
 */
export const readUsdtName = /*#__PURE__*/ createReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'name',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"owner"`
 *
 *
 */
export const readUsdtOwner = /*#__PURE__*/ createReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'owner',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"symbol"`
 *
 *
 */
export const readUsdtSymbol = /*#__PURE__*/ createReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'symbol',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"totalSupply"`
 *
 *
 */
export const readUsdtTotalSupply = /*#__PURE__*/ createReadContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'totalSupply',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link usdtAbi}__
 *
 *
 */
export const writeUsdt = /*#__PURE__*/ createWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"approve"`
 *
 *
 */
export const writeUsdtApprove = /*#__PURE__*/ createWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'approve',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"mint"`
 *
 *
 */
export const writeUsdtMint = /*#__PURE__*/ createWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'mint',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"renounceOwnership"`
 *
 *
 */
export const writeUsdtRenounceOwnership = /*#__PURE__*/ createWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'renounceOwnership',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transfer"`
 *
 *
 */
export const writeUsdtTransfer = /*#__PURE__*/ createWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'transfer',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transferFrom"`
 *
 *
 */
export const writeUsdtTransferFrom = /*#__PURE__*/ createWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'transferFrom',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transferOwnership"`
 *
 *
 */
export const writeUsdtTransferOwnership = /*#__PURE__*/ createWriteContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'transferOwnership',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link usdtAbi}__
 *
 *
 */
export const simulateUsdt = /*#__PURE__*/ createSimulateContract({
  abi: usdtAbi,
  address: usdtAddress,
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"approve"`
 *
 *
 */
export const simulateUsdtApprove = /*#__PURE__*/ createSimulateContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'approve',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"mint"`
 *
 *
 */
export const simulateUsdtMint = /*#__PURE__*/ createSimulateContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'mint',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"renounceOwnership"`
 *
 *
 */
export const simulateUsdtRenounceOwnership =
  /*#__PURE__*/ createSimulateContract({
    abi: usdtAbi,
    address: usdtAddress,
    functionName: 'renounceOwnership',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transfer"`
 *
 *
 */
export const simulateUsdtTransfer = /*#__PURE__*/ createSimulateContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'transfer',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transferFrom"`
 *
 *
 */
export const simulateUsdtTransferFrom = /*#__PURE__*/ createSimulateContract({
  abi: usdtAbi,
  address: usdtAddress,
  functionName: 'transferFrom',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link usdtAbi}__ and `functionName` set to `"transferOwnership"`
 *
 *
 */
export const simulateUsdtTransferOwnership =
  /*#__PURE__*/ createSimulateContract({
    abi: usdtAbi,
    address: usdtAddress,
    functionName: 'transferOwnership',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link usdtAbi}__
 *
 *
 */
export const watchUsdtEvent = /*#__PURE__*/ createWatchContractEvent({
  abi: usdtAbi,
  address: usdtAddress,
})

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link usdtAbi}__ and `eventName` set to `"Approval"`
 *
 *
 */
export const watchUsdtApprovalEvent = /*#__PURE__*/ createWatchContractEvent({
  abi: usdtAbi,
  address: usdtAddress,
  eventName: 'Approval',
})

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link usdtAbi}__ and `eventName` set to `"OwnershipTransferred"`
 *
 *
 */
export const watchUsdtOwnershipTransferredEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: usdtAbi,
    address: usdtAddress,
    eventName: 'OwnershipTransferred',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link usdtAbi}__ and `eventName` set to `"Transfer"`
 *
 *
 */
export const watchUsdtTransferEvent = /*#__PURE__*/ createWatchContractEvent({
  abi: usdtAbi,
  address: usdtAddress,
  eventName: 'Transfer',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const readVaultTrader = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"GENERAL_CAP_BPS"`
 *
 *
 */
export const readVaultTraderGeneralCapBps = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'GENERAL_CAP_BPS',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"GENERAL_PERIOD"`
 *
 *
 */
export const readVaultTraderGeneralPeriod = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'GENERAL_PERIOD',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"REFUND_WINDOW"`
 *
 *
 */
export const readVaultTraderRefundWindow = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'REFUND_WINDOW',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"ROLE_DELAY"`
 *
 *
 */
export const readVaultTraderRoleDelay = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'ROLE_DELAY',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"USDT"`
 *
 *
 */
export const readVaultTraderUsdt = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'USDT',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"WITHDRAW_FREE_BPS"`
 *
 *
 */
export const readVaultTraderWithdrawFreeBps = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'WITHDRAW_FREE_BPS',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"WITHDRAW_NOTICE"`
 *
 *
 */
export const readVaultTraderWithdrawNotice = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'WITHDRAW_NOTICE',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"WITHDRAW_PERIOD"`
 *
 *
 */
export const readVaultTraderWithdrawPeriod = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'WITHDRAW_PERIOD',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"booked"`
 *
 *
 */
export const readVaultTraderBooked = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'booked',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"buckets"`
 *
 *
 */
export const readVaultTraderBuckets = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'buckets',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimableIncome"`
 *
 *
 */
export const readVaultTraderClaimableIncome = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'claimableIncome',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimableRefund"`
 *
 *
 */
export const readVaultTraderClaimableRefund = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'claimableRefund',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"emergencySwept"`
 *
 *
 */
export const readVaultTraderEmergencySwept = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'emergencySwept',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"escrowed"`
 *
 *
 */
export const readVaultTraderEscrowed = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'escrowed',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"fundManager"`
 *
 *
 */
export const readVaultTraderFundManager = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'fundManager',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"generalAllowance"`
 *
 *
 */
export const readVaultTraderGeneralAllowance = /*#__PURE__*/ createReadContract(
  {
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'generalAllowance',
  },
)

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"generalBucket"`
 *
 *
 */
export const readVaultTraderGeneralBucket = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'generalBucket',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"incomeHeld"`
 *
 *
 */
export const readVaultTraderIncomeHeld = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'incomeHeld',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"masterRegistry"`
 *
 *
 */
export const readVaultTraderMasterRegistry = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'masterRegistry',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"paused"`
 *
 *
 */
export const readVaultTraderPaused = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'paused',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pendingFundManager"`
 *
 *
 */
export const readVaultTraderPendingFundManager =
  /*#__PURE__*/ createReadContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'pendingFundManager',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pendingTreasury"`
 *
 *
 */
export const readVaultTraderPendingTreasury = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'pendingTreasury',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"quoteBuy"`
 *
 *
 */
export const readVaultTraderQuoteBuy = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'quoteBuy',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"quoteSell"`
 *
 *
 */
export const readVaultTraderQuoteSell = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'quoteSell',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"refundPools"`
 *
 *
 */
export const readVaultTraderRefundPools = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'refundPools',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"totalBuckets"`
 *
 *
 */
export const readVaultTraderTotalBuckets = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'totalBuckets',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"treasury"`
 *
 *
 */
export const readVaultTraderTreasury = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'treasury',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"unaccounted"`
 *
 *
 */
export const readVaultTraderUnaccounted = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'unaccounted',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"withdrawable"`
 *
 *
 */
export const readVaultTraderWithdrawable = /*#__PURE__*/ createReadContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'withdrawable',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const writeVaultTrader = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"absorbUnaccounted"`
 *
 *
 */
export const writeVaultTraderAbsorbUnaccounted =
  /*#__PURE__*/ createWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'absorbUnaccounted',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"acceptFundManager"`
 *
 *
 */
export const writeVaultTraderAcceptFundManager =
  /*#__PURE__*/ createWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'acceptFundManager',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"adoptProperty"`
 *
 *
 */
export const writeVaultTraderAdoptProperty = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'adoptProperty',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"announceWithdrawal"`
 *
 *
 */
export const writeVaultTraderAnnounceWithdrawal =
  /*#__PURE__*/ createWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'announceWithdrawal',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"applyTreasury"`
 *
 *
 */
export const writeVaultTraderApplyTreasury = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'applyTreasury',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"buy"`
 *
 *
 */
export const writeVaultTraderBuy = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'buy',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"cancelWithdrawal"`
 *
 *
 */
export const writeVaultTraderCancelWithdrawal =
  /*#__PURE__*/ createWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'cancelWithdrawal',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimIncome"`
 *
 *
 */
export const writeVaultTraderClaimIncome = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'claimIncome',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimRefund"`
 *
 *
 */
export const writeVaultTraderClaimRefund = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'claimRefund',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"closeRefund"`
 *
 *
 */
export const writeVaultTraderCloseRefund = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'closeRefund',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"distributeIncome"`
 *
 *
 */
export const writeVaultTraderDistributeIncome =
  /*#__PURE__*/ createWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'distributeIncome',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"emergencySweep"`
 *
 *
 */
export const writeVaultTraderEmergencySweep = /*#__PURE__*/ createWriteContract(
  {
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'emergencySweep',
  },
)

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"fundRefund"`
 *
 *
 */
export const writeVaultTraderFundRefund = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'fundRefund',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"manualDeposit"`
 *
 *
 */
export const writeVaultTraderManualDeposit = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'manualDeposit',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"moveRefundClaim"`
 *
 *
 */
export const writeVaultTraderMoveRefundClaim =
  /*#__PURE__*/ createWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'moveRefundClaim',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"openRefund"`
 *
 *
 */
export const writeVaultTraderOpenRefund = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'openRefund',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pause"`
 *
 *
 */
export const writeVaultTraderPause = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'pause',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"proposeTreasury"`
 *
 *
 */
export const writeVaultTraderProposeTreasury =
  /*#__PURE__*/ createWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'proposeTreasury',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"registerProperty"`
 *
 *
 */
export const writeVaultTraderRegisterProperty =
  /*#__PURE__*/ createWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'registerProperty',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"reinvestIncome"`
 *
 *
 */
export const writeVaultTraderReinvestIncome = /*#__PURE__*/ createWriteContract(
  {
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'reinvestIncome',
  },
)

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"sell"`
 *
 *
 */
export const writeVaultTraderSell = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'sell',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"setFundManager"`
 *
 *
 */
export const writeVaultTraderSetFundManager = /*#__PURE__*/ createWriteContract(
  {
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'setFundManager',
  },
)

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"unpause"`
 *
 *
 */
export const writeVaultTraderUnpause = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'unpause',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"withdrawFromBucket"`
 *
 *
 */
export const writeVaultTraderWithdrawFromBucket =
  /*#__PURE__*/ createWriteContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'withdrawFromBucket',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const simulateVaultTrader = /*#__PURE__*/ createSimulateContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"absorbUnaccounted"`
 *
 *
 */
export const simulateVaultTraderAbsorbUnaccounted =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'absorbUnaccounted',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"acceptFundManager"`
 *
 *
 */
export const simulateVaultTraderAcceptFundManager =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'acceptFundManager',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"adoptProperty"`
 *
 *
 */
export const simulateVaultTraderAdoptProperty =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'adoptProperty',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"announceWithdrawal"`
 *
 *
 */
export const simulateVaultTraderAnnounceWithdrawal =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'announceWithdrawal',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"applyTreasury"`
 *
 *
 */
export const simulateVaultTraderApplyTreasury =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'applyTreasury',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"buy"`
 *
 *
 */
export const simulateVaultTraderBuy = /*#__PURE__*/ createSimulateContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'buy',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"cancelWithdrawal"`
 *
 *
 */
export const simulateVaultTraderCancelWithdrawal =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'cancelWithdrawal',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimIncome"`
 *
 *
 */
export const simulateVaultTraderClaimIncome =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'claimIncome',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"claimRefund"`
 *
 *
 */
export const simulateVaultTraderClaimRefund =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'claimRefund',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"closeRefund"`
 *
 *
 */
export const simulateVaultTraderCloseRefund =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'closeRefund',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"distributeIncome"`
 *
 *
 */
export const simulateVaultTraderDistributeIncome =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'distributeIncome',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"emergencySweep"`
 *
 *
 */
export const simulateVaultTraderEmergencySweep =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'emergencySweep',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"fundRefund"`
 *
 *
 */
export const simulateVaultTraderFundRefund =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'fundRefund',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"manualDeposit"`
 *
 *
 */
export const simulateVaultTraderManualDeposit =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'manualDeposit',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"moveRefundClaim"`
 *
 *
 */
export const simulateVaultTraderMoveRefundClaim =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'moveRefundClaim',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"openRefund"`
 *
 *
 */
export const simulateVaultTraderOpenRefund =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'openRefund',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pause"`
 *
 *
 */
export const simulateVaultTraderPause = /*#__PURE__*/ createSimulateContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'pause',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"proposeTreasury"`
 *
 *
 */
export const simulateVaultTraderProposeTreasury =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'proposeTreasury',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"registerProperty"`
 *
 *
 */
export const simulateVaultTraderRegisterProperty =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'registerProperty',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"reinvestIncome"`
 *
 *
 */
export const simulateVaultTraderReinvestIncome =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'reinvestIncome',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"sell"`
 *
 *
 */
export const simulateVaultTraderSell = /*#__PURE__*/ createSimulateContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'sell',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"setFundManager"`
 *
 *
 */
export const simulateVaultTraderSetFundManager =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'setFundManager',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"unpause"`
 *
 *
 */
export const simulateVaultTraderUnpause = /*#__PURE__*/ createSimulateContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
  functionName: 'unpause',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"withdrawFromBucket"`
 *
 *
 */
export const simulateVaultTraderWithdrawFromBucket =
  /*#__PURE__*/ createSimulateContract({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    functionName: 'withdrawFromBucket',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const watchVaultTraderEvent = /*#__PURE__*/ createWatchContractEvent({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
})

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Bought"`
 *
 *
 */
export const watchVaultTraderBoughtEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Bought',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Deposited"`
 *
 *
 */
export const watchVaultTraderDepositedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Deposited',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"EmergencySwept"`
 *
 *
 */
export const watchVaultTraderEmergencySweptEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'EmergencySwept',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"FundManagerProposed"`
 *
 *
 */
export const watchVaultTraderFundManagerProposedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'FundManagerProposed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"FundManagerSet"`
 *
 *
 */
export const watchVaultTraderFundManagerSetEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'FundManagerSet',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"GeneralBucketDrawn"`
 *
 *
 */
export const watchVaultTraderGeneralBucketDrawnEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'GeneralBucketDrawn',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"IncomeClaimed"`
 *
 *
 */
export const watchVaultTraderIncomeClaimedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'IncomeClaimed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"IncomeDistributed"`
 *
 *
 */
export const watchVaultTraderIncomeDistributedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'IncomeDistributed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"IncomeReinvested"`
 *
 *
 */
export const watchVaultTraderIncomeReinvestedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'IncomeReinvested',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Paused"`
 *
 *
 */
export const watchVaultTraderPausedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Paused',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundClaimMoved"`
 *
 *
 */
export const watchVaultTraderRefundClaimMovedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundClaimMoved',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundClaimed"`
 *
 *
 */
export const watchVaultTraderRefundClaimedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundClaimed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundClosed"`
 *
 *
 */
export const watchVaultTraderRefundClosedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundClosed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundFunded"`
 *
 *
 */
export const watchVaultTraderRefundFundedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundFunded',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"RefundOpened"`
 *
 *
 */
export const watchVaultTraderRefundOpenedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'RefundOpened',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Sold"`
 *
 *
 */
export const watchVaultTraderSoldEvent = /*#__PURE__*/ createWatchContractEvent(
  { abi: vaultTraderAbi, address: vaultTraderAddress, eventName: 'Sold' },
)

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"TreasuryProposed"`
 *
 *
 */
export const watchVaultTraderTreasuryProposedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'TreasuryProposed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"TreasurySet"`
 *
 *
 */
export const watchVaultTraderTreasurySetEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'TreasurySet',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"UnaccountedAbsorbed"`
 *
 *
 */
export const watchVaultTraderUnaccountedAbsorbedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'UnaccountedAbsorbed',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Unpaused"`
 *
 *
 */
export const watchVaultTraderUnpausedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Unpaused',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"WithdrawalAnnounced"`
 *
 *
 */
export const watchVaultTraderWithdrawalAnnouncedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'WithdrawalAnnounced',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"WithdrawalCancelled"`
 *
 *
 */
export const watchVaultTraderWithdrawalCancelledEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'WithdrawalCancelled',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Withdrawn"`
 *
 *
 */
export const watchVaultTraderWithdrawnEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: vaultTraderAbi,
    address: vaultTraderAddress,
    eventName: 'Withdrawn',
  })
