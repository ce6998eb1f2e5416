// Resource `distributions`: every income distribution, read only (docs/admin.md#income-distributions). The
// "Distribute income" form is on the buckets dashboard (DistributeIncomeForm.tsx).
import PaidIcon from '@mui/icons-material/Paid';
import { DistributionList } from './DistributionList.tsx';

export default {
  list: DistributionList,
  icon: PaidIcon,
};
