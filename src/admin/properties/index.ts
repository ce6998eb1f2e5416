// Resource `properties`: the backend property records (docs/admin.md#backend-properties,
// docs/admin.md#create-property).
import ApartmentIcon from '@mui/icons-material/Apartment';
import { BackendPropertyList } from './BackendPropertyList.tsx';
import { PropertyCreate } from './create/PropertyCreate.tsx';
import { PropertyEdit } from './PropertyEdit.tsx';

export default {
  list: BackendPropertyList,
  edit: PropertyEdit,
  create: PropertyCreate,
  icon: ApartmentIcon,
};
