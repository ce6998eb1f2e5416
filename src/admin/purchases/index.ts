// Resource `purchases`: every investor's purchases, read only (docs/admin.md#all-purchases).
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PurchaseList } from './PurchaseList.tsx';

export default {
  list: PurchaseList,
  icon: ReceiptLongIcon,
};
