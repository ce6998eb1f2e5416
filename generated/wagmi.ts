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
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const useReadMasterRegistry = /*#__PURE__*/ createUseReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
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
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"updatePrice"`
 *
 *
 */
export const useWriteMasterRegistryUpdatePrice =
  /*#__PURE__*/ createUseWriteContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'updatePrice',
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
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"updatePrice"`
 *
 *
 */
export const useSimulateMasterRegistryUpdatePrice =
  /*#__PURE__*/ createUseSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'updatePrice',
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
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PriceUpdated"`
 *
 *
 */
export const useWatchMasterRegistryPriceUpdatedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PriceUpdated',
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
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getAccountPositions"`
 *
 *
 */
export const useReadPropertyLensGetAccountPositions =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getAccountPositions',
  })

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getAllPropertyViews"`
 *
 *
 */
export const useReadPropertyLensGetAllPropertyViews =
  /*#__PURE__*/ createUseReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getAllPropertyViews',
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
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const useWriteVaultTrader = /*#__PURE__*/ createUseWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
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
 * Wraps __{@link readContract}__ with `abi` set to __{@link masterRegistryAbi}__
 *
 *
 */
export const readMasterRegistry = /*#__PURE__*/ createReadContract({
  abi: masterRegistryAbi,
  address: masterRegistryAddress,
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
 * Wraps __{@link writeContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"updatePrice"`
 *
 *
 */
export const writeMasterRegistryUpdatePrice = /*#__PURE__*/ createWriteContract(
  {
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'updatePrice',
  },
)

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
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link masterRegistryAbi}__ and `functionName` set to `"updatePrice"`
 *
 *
 */
export const simulateMasterRegistryUpdatePrice =
  /*#__PURE__*/ createSimulateContract({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    functionName: 'updatePrice',
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
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link masterRegistryAbi}__ and `eventName` set to `"PriceUpdated"`
 *
 *
 */
export const watchMasterRegistryPriceUpdatedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: masterRegistryAbi,
    address: masterRegistryAddress,
    eventName: 'PriceUpdated',
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
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getAccountPositions"`
 *
 *
 */
export const readPropertyLensGetAccountPositions =
  /*#__PURE__*/ createReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getAccountPositions',
  })

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link propertyLensAbi}__ and `functionName` set to `"getAllPropertyViews"`
 *
 *
 */
export const readPropertyLensGetAllPropertyViews =
  /*#__PURE__*/ createReadContract({
    abi: propertyLensAbi,
    address: propertyLensAddress,
    functionName: 'getAllPropertyViews',
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
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"delist"`
 */
export const writePropertyTokenDelist = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'delist',
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
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"releaseTo"`
 */
export const writePropertyTokenReleaseTo = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'releaseTo',
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
 * Wraps __{@link writeContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setPrice"`
 */
export const writePropertyTokenSetPrice = /*#__PURE__*/ createWriteContract({
  abi: propertyTokenAbi,
  functionName: 'setPrice',
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
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"delist"`
 */
export const simulatePropertyTokenDelist = /*#__PURE__*/ createSimulateContract(
  { abi: propertyTokenAbi, functionName: 'delist' },
)

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
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"releaseTo"`
 */
export const simulatePropertyTokenReleaseTo =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'releaseTo',
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
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link propertyTokenAbi}__ and `functionName` set to `"setPrice"`
 */
export const simulatePropertyTokenSetPrice =
  /*#__PURE__*/ createSimulateContract({
    abi: propertyTokenAbi,
    functionName: 'setPrice',
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
 * Wraps __{@link writeContract}__ with `abi` set to __{@link vaultTraderAbi}__
 *
 *
 */
export const writeVaultTrader = /*#__PURE__*/ createWriteContract({
  abi: vaultTraderAbi,
  address: vaultTraderAddress,
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
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link vaultTraderAbi}__ and `eventName` set to `"Sold"`
 *
 *
 */
export const watchVaultTraderSoldEvent = /*#__PURE__*/ createWatchContractEvent(
  { abi: vaultTraderAbi, address: vaultTraderAddress, eventName: 'Sold' },
)

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
