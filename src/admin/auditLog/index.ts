// Resource `audit-log`: who changed what, read only (docs/admin.md#audit-log, docs/audit-log.md).
import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList.tsx';

export default {
  list: AuditLogList,
  icon: HistoryIcon,
};
