// Resource `investors`: every investor with its KYC record and allow-list state (docs/admin.md#investors).
import BadgeIcon from '@mui/icons-material/Badge';
import { InvestorCreate } from './InvestorCreate.tsx';
import { InvestorEdit } from './InvestorEdit.tsx';
import { InvestorList } from './InvestorList.tsx';
import { InvestorShow } from './InvestorShow.tsx';

export default {
  list: InvestorList,
  show: InvestorShow,
  edit: InvestorEdit,
  create: InvestorCreate,
  icon: BadgeIcon,
};
