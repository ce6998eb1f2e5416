// Resource `recoveries`: lost-wallet recoveries, requested, counted down, executed or cancelled on chain
// (docs/admin.md#recoveries).
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { RecoveryList } from './RecoveryList.tsx';
import { RecoveryRequest } from './RecoveryRequest.tsx';

export default {
  list: RecoveryList,
  create: RecoveryRequest,
  icon: RestoreIcon,
};
