import {
  createUseReadContract,
  createUseWriteContract,
  createUseSimulateContract,
  createUseWatchContractEvent,
} from 'wagmi/codegen'

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// MasterRegistry
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

export const masterRegistryAbi = [
  {
    type: 'constructor',
    inputs: [{ name: 'admin', internalType: 'address', type: 'address' }],
    stateMutability: 'nonpayable',
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
    name: 'MAX_TOTAL_M2',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
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
    inputs: [],
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
    inputs: [],
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
    inputs: [],
    name: 'getPropertyTokens',
    outputs: [{ name: '', internalType: 'address[]', type: 'address[]' }],
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
    name: 'propertyCount',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [
      { name: 'role', internalType: 'bytes32', type: 'bytes32' },
      { name: 'callerConfirmation', internalType: 'address', type: 'address' },
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
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'newPrice', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'updatePrice',
    outputs: [],
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
    name: 'PriceUpdated',
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
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'UnknownProperty',
  },
  {
    type: 'error',
    inputs: [{ name: 'vaultTrader', internalType: 'address', type: 'address' }],
    name: 'VaultTraderAlreadySet',
  },
  { type: 'error', inputs: [], name: 'VaultTraderNotSet' },
] as const

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// PropertyLens
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

export const propertyLensAbi = [
  {
    type: 'constructor',
    inputs: [{ name: 'registry_', internalType: 'address', type: 'address' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'getAccountPositions',
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
    inputs: [],
    name: 'getAllPropertyViews',
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

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// PropertyToken
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

export const propertyTokenAbi = [
  {
    type: 'constructor',
    inputs: [
      { name: 'vaultTrader_', internalType: 'address', type: 'address' },
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
    outputs: [{ name: 'price', internalType: 'uint256', type: 'uint256' }],
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
    inputs: [{ name: 'lockSeconds', internalType: 'uint256', type: 'uint256' }],
    name: 'setLockDuration',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'newPrice', internalType: 'uint256', type: 'uint256' }],
    name: 'setPrice',
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
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'PropertyDelisted',
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
// TestUSDT
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

export const testUsdtAbi = [
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

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// VaultTrader
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

export const vaultTraderAbi = [
  {
    type: 'constructor',
    inputs: [
      { name: 'registry_', internalType: 'address', type: 'address' },
      { name: 'usdt_', internalType: 'address', type: 'address' },
    ],
    stateMutability: 'nonpayable',
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
    ],
    name: 'buy',
    outputs: [{ name: 'cost', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'destination', internalType: 'address', type: 'address' }],
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
    name: 'fundManager',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
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
    name: 'registerProperty',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'token', internalType: 'address', type: 'address' },
      { name: 'm2', internalType: 'uint256', type: 'uint256' },
      { name: 'minPayout', internalType: 'uint256', type: 'uint256' },
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
  { type: 'error', inputs: [], name: 'ContractSwept' },
  { type: 'error', inputs: [], name: 'EnforcedPause' },
  { type: 'error', inputs: [], name: 'ExpectedPause' },
  {
    type: 'error',
    inputs: [
      { name: 'needed', internalType: 'uint256', type: 'uint256' },
      { name: 'available', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'InsufficientFunds',
  },
  { type: 'error', inputs: [], name: 'InvalidInput' },
  { type: 'error', inputs: [], name: 'InvalidSystemState' },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'PropertyDelisted',
  },
  { type: 'error', inputs: [], name: 'ReentrancyGuardReentrantCall' },
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
    inputs: [{ name: 'caller', internalType: 'address', type: 'address' }],
    name: 'Unauthorized',
  },
  {
    type: 'error',
    inputs: [{ name: 'token', internalType: 'address', type: 'address' }],
    name: 'UnknownProperty',
  },
] as const

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// React
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__
 */
export const useReadMasterRegistry = /*#__PURE__*/ createUseReadContract({
  abi: masterRegistryAbi,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"DEFAULT_ADMIN_ROLE"`
 */
export const useReadMasterRegistryDefaultAdminRole =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'DEFAULT_ADMIN_ROLE',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MANAGER_ROLE"`
 */
export const useReadMasterRegistryManagerRole =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'MANAGER_ROLE',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_LOCK_DURATION"`
 */
export const useReadMasterRegistryMaxLockDuration =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'MAX_LOCK_DURATION',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_NAME_LENGTH"`
 */
export const useReadMasterRegistryMaxNameLength =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'MAX_NAME_LENGTH',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"MAX_TOTAL_M2"`
 */
export const useReadMasterRegistryMaxTotalM2 =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'MAX_TOTAL_M2',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getActiveProperties"`
 */
export const useReadMasterRegistryGetActiveProperties =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'getActiveProperties',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getAllProperties"`
 */
export const useReadMasterRegistryGetAllProperties =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'getAllProperties',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getPropertyTokens"`
 */
export const useReadMasterRegistryGetPropertyTokens =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'getPropertyTokens',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"getRoleAdmin"`
 */
export const useReadMasterRegistryGetRoleAdmin =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'getRoleAdmin',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"hasRole"`
 */
export const useReadMasterRegistryHasRole = /*#__PURE__*/ createUseReadContract(
  { abi: masterRegistryAbi, functionName: 'hasRole' },
)

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"isListed"`
 */
export const useReadMasterRegistryIsListed =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'isListed',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"isProperty"`
 */
export const useReadMasterRegistryIsProperty =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'isProperty',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"isSellEnabled"`
 */
export const useReadMasterRegistryIsSellEnabled =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'isSellEnabled',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"propertyCount"`
 */
export const useReadMasterRegistryPropertyCount =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'propertyCount',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"supportsInterface"`
 */
export const useReadMasterRegistrySupportsInterface =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'supportsInterface',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"tokenImplementation"`
 */
export const useReadMasterRegistryTokenImplementation =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'tokenImplementation',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"vaultTrader"`
 */
export const useReadMasterRegistryVaultTrader =
  /*#__PURE__*/ createUseReadContract({
    abi: masterRegistryAbi,
    functionName: 'vaultTrader',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__
 */
export const useWriteMasterRegistry = /*#__PURE__*/ createUseWriteContract({
  abi: masterRegistryAbi,
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"createProperty"`
 */
export const useWriteMasterRegistryCreateProperty =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    functionName: 'createProperty',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistProperty"`
 */
export const useWriteMasterRegistryDelistProperty =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    functionName: 'delistProperty',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"grantRole"`
 */
export const useWriteMasterRegistryGrantRole =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    functionName: 'grantRole',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"renounceRole"`
 */
export const useWriteMasterRegistryRenounceRole =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    functionName: 'renounceRole',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"revokeRole"`
 */
export const useWriteMasterRegistryRevokeRole =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    functionName: 'revokeRole',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setLockDuration"`
 */
export const useWriteMasterRegistrySetLockDuration =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setSellEnabled"`
 */
export const useWriteMasterRegistrySetSellEnabled =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setVaultTrader"`
 */
export const useWriteMasterRegistrySetVaultTrader =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    functionName: 'setVaultTrader',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"updatePrice"`
 */
export const useWriteMasterRegistryUpdatePrice =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    functionName: 'updatePrice',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__
 */
export const useSimulateMasterRegistry =
  /*#__PURE__*/ createUseSimulateContract({ abi: masterRegistryAbi })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"createProperty"`
 */
export const useSimulateMasterRegistryCreateProperty =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    functionName: 'createProperty',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"delistProperty"`
 */
export const useSimulateMasterRegistryDelistProperty =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    functionName: 'delistProperty',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"grantRole"`
 */
export const useSimulateMasterRegistryGrantRole =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    functionName: 'grantRole',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"renounceRole"`
 */
export const useSimulateMasterRegistryRenounceRole =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    functionName: 'renounceRole',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"revokeRole"`
 */
export const useSimulateMasterRegistryRevokeRole =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    functionName: 'revokeRole',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setLockDuration"`
 */
export const useSimulateMasterRegistrySetLockDuration =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    functionName: 'setLockDuration',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setSellEnabled"`
 */
export const useSimulateMasterRegistrySetSellEnabled =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    functionName: 'setSellEnabled',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"setVaultTrader"`
 */
export const useSimulateMasterRegistrySetVaultTrader =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    functionName: 'setVaultTrader',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"updatePrice"`
 */
export const useSimulateMasterRegistryUpdatePrice =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    functionName: 'updatePrice',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__
 */
export const useWatchMasterRegistryEvent =
  /*#__PURE__*/ createUseWatchContractEvent({ abi: masterRegistryAbi })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"LockDurationUpdated"`
 */
export const useWatchMasterRegistryLockDurationUpdatedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    eventName: 'LockDurationUpdated',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PriceUpdated"`
 */
export const useWatchMasterRegistryPriceUpdatedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    eventName: 'PriceUpdated',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PropertyCreated"`
 */
export const useWatchMasterRegistryPropertyCreatedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    eventName: 'PropertyCreated',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PropertyDelisted"`
 */
export const useWatchMasterRegistryPropertyDelistedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    eventName: 'PropertyDelisted',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"RoleAdminChanged"`
 */
export const useWatchMasterRegistryRoleAdminChangedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    eventName: 'RoleAdminChanged',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"RoleGranted"`
 */
export const useWatchMasterRegistryRoleGrantedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    eventName: 'RoleGranted',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"RoleRevoked"`
 */
export const useWatchMasterRegistryRoleRevokedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    eventName: 'RoleRevoked',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"SellEnabledUpdated"`
 */
export const useWatchMasterRegistrySellEnabledUpdatedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    eventName: 'SellEnabledUpdated',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"VaultTraderSet"`
 */
export const useWatchMasterRegistryVaultTraderSetEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    eventName: 'VaultTraderSet',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__
 */
export const useReadPropertyLens = /*#__PURE__*/ createUseReadContract({
  abi: propertyLensAbi,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getAccountPositions"`
 */
export const useReadPropertyLensGetAccountPositions =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    functionName: 'getAccountPositions',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getAllPropertyViews"`
 */
export const useReadPropertyLensGetAllPropertyViews =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    functionName: 'getAllPropertyViews',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getPropertyView"`
 */
export const useReadPropertyLensGetPropertyView =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    functionName: 'getPropertyView',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getSystemStatus"`
 */
export const useReadPropertyLensGetSystemStatus =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    functionName: 'getSystemStatus',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"registry"`
 */
export const useReadPropertyLensRegistry = /*#__PURE__*/ createUseReadContract({
  abi: propertyLensAbi,
  functionName: 'registry',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyTokenAbi}__
 */
export const useReadPropertyToken = /*#__PURE__*/ createUseReadContract({
  abi: propertyTokenAbi,
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
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"delist"`
 */
export const useWritePropertyTokenDelist = /*#__PURE__*/ createUseWriteContract(
  { abi: propertyTokenAbi, functionName: 'delist' },
)

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
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"releaseTo"`
 */
export const useWritePropertyTokenReleaseTo =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'releaseTo',
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
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setPrice"`
 */
export const useWritePropertyTokenSetPrice =
  /*#__PURE__*/ createUseWriteContract({
    abi: propertyTokenAbi,
    functionName: 'setPrice',
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
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"delist"`
 */
export const useSimulatePropertyTokenDelist =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'delist',
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
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"releaseTo"`
 */
export const useSimulatePropertyTokenReleaseTo =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'releaseTo',
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
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setPrice"`
 */
export const useSimulatePropertyTokenSetPrice =
  /*#__PURE__*/ createUseSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setPrice',
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
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link propertyTokenAbi}__ and `eventName` set to `"Transfer"`
 */
export const useWatchPropertyTokenTransferEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: propertyTokenAbi,
    eventName: 'Transfer',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link testUsdtAbi}__
 */
export const useReadTestUsdt = /*#__PURE__*/ createUseReadContract({
  abi: testUsdtAbi,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"allowance"`
 */
export const useReadTestUsdtAllowance = /*#__PURE__*/ createUseReadContract({
  abi: testUsdtAbi,
  functionName: 'allowance',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"balanceOf"`
 */
export const useReadTestUsdtBalanceOf = /*#__PURE__*/ createUseReadContract({
  abi: testUsdtAbi,
  functionName: 'balanceOf',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"decimals"`
 */
export const useReadTestUsdtDecimals = /*#__PURE__*/ createUseReadContract({
  abi: testUsdtAbi,
  functionName: 'decimals',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"name"`
 */
export const useReadTestUsdtName = /*#__PURE__*/ createUseReadContract({
  abi: testUsdtAbi,
  functionName: 'name',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"owner"`
 */
export const useReadTestUsdtOwner = /*#__PURE__*/ createUseReadContract({
  abi: testUsdtAbi,
  functionName: 'owner',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"symbol"`
 */
export const useReadTestUsdtSymbol = /*#__PURE__*/ createUseReadContract({
  abi: testUsdtAbi,
  functionName: 'symbol',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"totalSupply"`
 */
export const useReadTestUsdtTotalSupply = /*#__PURE__*/ createUseReadContract({
  abi: testUsdtAbi,
  functionName: 'totalSupply',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link testUsdtAbi}__
 */
export const useWriteTestUsdt = /*#__PURE__*/ createUseWriteContract({
  abi: testUsdtAbi,
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"approve"`
 */
export const useWriteTestUsdtApprove = /*#__PURE__*/ createUseWriteContract({
  abi: testUsdtAbi,
  functionName: 'approve',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"mint"`
 */
export const useWriteTestUsdtMint = /*#__PURE__*/ createUseWriteContract({
  abi: testUsdtAbi,
  functionName: 'mint',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"renounceOwnership"`
 */
export const useWriteTestUsdtRenounceOwnership =
  /*#__PURE__*/ createUseWriteContract({
    abi: testUsdtAbi,
    functionName: 'renounceOwnership',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"transfer"`
 */
export const useWriteTestUsdtTransfer = /*#__PURE__*/ createUseWriteContract({
  abi: testUsdtAbi,
  functionName: 'transfer',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"transferFrom"`
 */
export const useWriteTestUsdtTransferFrom =
  /*#__PURE__*/ createUseWriteContract({
    abi: testUsdtAbi,
    functionName: 'transferFrom',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"transferOwnership"`
 */
export const useWriteTestUsdtTransferOwnership =
  /*#__PURE__*/ createUseWriteContract({
    abi: testUsdtAbi,
    functionName: 'transferOwnership',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link testUsdtAbi}__
 */
export const useSimulateTestUsdt = /*#__PURE__*/ createUseSimulateContract({
  abi: testUsdtAbi,
})

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"approve"`
 */
export const useSimulateTestUsdtApprove =
  /*#__PURE__*/ createUseSimulateContract({
    abi: testUsdtAbi,
    functionName: 'approve',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"mint"`
 */
export const useSimulateTestUsdtMint = /*#__PURE__*/ createUseSimulateContract({
  abi: testUsdtAbi,
  functionName: 'mint',
})

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"renounceOwnership"`
 */
export const useSimulateTestUsdtRenounceOwnership =
  /*#__PURE__*/ createUseSimulateContract({
    abi: testUsdtAbi,
    functionName: 'renounceOwnership',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"transfer"`
 */
export const useSimulateTestUsdtTransfer =
  /*#__PURE__*/ createUseSimulateContract({
    abi: testUsdtAbi,
    functionName: 'transfer',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"transferFrom"`
 */
export const useSimulateTestUsdtTransferFrom =
  /*#__PURE__*/ createUseSimulateContract({
    abi: testUsdtAbi,
    functionName: 'transferFrom',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link testUsdtAbi}__ and `functionName` set to `"transferOwnership"`
 */
export const useSimulateTestUsdtTransferOwnership =
  /*#__PURE__*/ createUseSimulateContract({
    abi: testUsdtAbi,
    functionName: 'transferOwnership',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link testUsdtAbi}__
 */
export const useWatchTestUsdtEvent = /*#__PURE__*/ createUseWatchContractEvent({
  abi: testUsdtAbi,
})

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link testUsdtAbi}__ and `eventName` set to `"Approval"`
 */
export const useWatchTestUsdtApprovalEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: testUsdtAbi,
    eventName: 'Approval',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link testUsdtAbi}__ and `eventName` set to `"OwnershipTransferred"`
 */
export const useWatchTestUsdtOwnershipTransferredEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: testUsdtAbi,
    eventName: 'OwnershipTransferred',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link testUsdtAbi}__ and `eventName` set to `"Transfer"`
 */
export const useWatchTestUsdtTransferEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: testUsdtAbi,
    eventName: 'Transfer',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__
 */
export const useReadVaultTrader = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"USDT"`
 */
export const useReadVaultTraderUsdt = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  functionName: 'USDT',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"buckets"`
 */
export const useReadVaultTraderBuckets = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  functionName: 'buckets',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"emergencySwept"`
 */
export const useReadVaultTraderEmergencySwept =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    functionName: 'emergencySwept',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"fundManager"`
 */
export const useReadVaultTraderFundManager =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    functionName: 'fundManager',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"generalBucket"`
 */
export const useReadVaultTraderGeneralBucket =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    functionName: 'generalBucket',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"masterRegistry"`
 */
export const useReadVaultTraderMasterRegistry =
  /*#__PURE__*/ createUseReadContract({
    abi: vaultTraderAbi,
    functionName: 'masterRegistry',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"paused"`
 */
export const useReadVaultTraderPaused = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  functionName: 'paused',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"quoteBuy"`
 */
export const useReadVaultTraderQuoteBuy = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  functionName: 'quoteBuy',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"quoteSell"`
 */
export const useReadVaultTraderQuoteSell = /*#__PURE__*/ createUseReadContract({
  abi: vaultTraderAbi,
  functionName: 'quoteSell',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__
 */
export const useWriteVaultTrader = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"buy"`
 */
export const useWriteVaultTraderBuy = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  functionName: 'buy',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"emergencySweep"`
 */
export const useWriteVaultTraderEmergencySweep =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    functionName: 'emergencySweep',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"manualDeposit"`
 */
export const useWriteVaultTraderManualDeposit =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    functionName: 'manualDeposit',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pause"`
 */
export const useWriteVaultTraderPause = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  functionName: 'pause',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"registerProperty"`
 */
export const useWriteVaultTraderRegisterProperty =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    functionName: 'registerProperty',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"sell"`
 */
export const useWriteVaultTraderSell = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  functionName: 'sell',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"setFundManager"`
 */
export const useWriteVaultTraderSetFundManager =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    functionName: 'setFundManager',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"unpause"`
 */
export const useWriteVaultTraderUnpause = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  functionName: 'unpause',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"withdrawFromBucket"`
 */
export const useWriteVaultTraderWithdrawFromBucket =
  /*#__PURE__*/ createUseWriteContract({
    abi: vaultTraderAbi,
    functionName: 'withdrawFromBucket',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__
 */
export const useSimulateVaultTrader = /*#__PURE__*/ createUseSimulateContract({
  abi: vaultTraderAbi,
})

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"buy"`
 */
export const useSimulateVaultTraderBuy =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    functionName: 'buy',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"emergencySweep"`
 */
export const useSimulateVaultTraderEmergencySweep =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    functionName: 'emergencySweep',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"manualDeposit"`
 */
export const useSimulateVaultTraderManualDeposit =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    functionName: 'manualDeposit',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"pause"`
 */
export const useSimulateVaultTraderPause =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    functionName: 'pause',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"registerProperty"`
 */
export const useSimulateVaultTraderRegisterProperty =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    functionName: 'registerProperty',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"sell"`
 */
export const useSimulateVaultTraderSell =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    functionName: 'sell',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"setFundManager"`
 */
export const useSimulateVaultTraderSetFundManager =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    functionName: 'setFundManager',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"unpause"`
 */
export const useSimulateVaultTraderUnpause =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    functionName: 'unpause',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link vaultTraderAbi}__ and `functionName` set to `"withdrawFromBucket"`
 */
export const useSimulateVaultTraderWithdrawFromBucket =
  /*#__PURE__*/ createUseSimulateContract({
    abi: vaultTraderAbi,
    functionName: 'withdrawFromBucket',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__
 */
export const useWatchVaultTraderEvent =
  /*#__PURE__*/ createUseWatchContractEvent({ abi: vaultTraderAbi })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Bought"`
 */
export const useWatchVaultTraderBoughtEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    eventName: 'Bought',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Deposited"`
 */
export const useWatchVaultTraderDepositedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    eventName: 'Deposited',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"EmergencySwept"`
 */
export const useWatchVaultTraderEmergencySweptEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    eventName: 'EmergencySwept',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"FundManagerSet"`
 */
export const useWatchVaultTraderFundManagerSetEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    eventName: 'FundManagerSet',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Paused"`
 */
export const useWatchVaultTraderPausedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    eventName: 'Paused',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Sold"`
 */
export const useWatchVaultTraderSoldEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    eventName: 'Sold',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Unpaused"`
 */
export const useWatchVaultTraderUnpausedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    eventName: 'Unpaused',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Withdrawn"`
 */
export const useWatchVaultTraderWithdrawnEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: vaultTraderAbi,
    eventName: 'Withdrawn',
  })
