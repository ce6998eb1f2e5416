// Resource `purchases`: every investor's purchases, read only (spec §3 Purchase state: allPurchases).
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PurchaseList } from './PurchaseList.tsx';

export default {
  list: PurchaseList,
  icon: ReceiptLongIcon,
};
