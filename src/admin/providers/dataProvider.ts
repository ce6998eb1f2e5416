// The console's dataProvider: ra-data-simple-rest (the API's list endpoints speak its sort/range/filter +
// Content-Range) over the app's mutator, extended only where the API differs (docs/api.md#conventions):
// - resource `properties`: lists and reads at /api/properties/; create, update, gallery upload and delist
//   through the Orval client at /custom_admin/properties/… (multipart for create, update and gallery);
// - resource `purchases`: every purchase at /custom_admin/purchases/ (read only);
// - resource `distributions`: every income distribution at /custom_admin/distributions/ (read only);
// - resource `investors`: investors at /custom_admin/investors/ (id = the wallet), their KYC record created and
//   edited through the Orval client (docs/investors.md#back-office-api);
// - resource `audit-log`: the audit log at /custom_admin/audit-log/ (read only, docs/audit-log.md);
// - resource `recoveries`: lost-wallet recoveries at /custom_admin/recoveries/ (read only: they change on chain).
// Every failure is an AdminApiError carrying the message (docs/messages.md) for its operation and status
// (apiErrors.ts).
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type { Address } from 'viem';
import {
  customAdminInvestorsCreate,
  customAdminInvestorsUpdate,
  customAdminPropertiesCreate,
  customAdminPropertiesDelist,
  customAdminPropertiesGalleryDelete,
  customAdminPropertiesUpdate,
  customAdminPropertiesUploadGallery,
} from '../../../generated/api/custom-admin/custom-admin.ts';
import type {
  CustomAdminInvestorsCreateBody,
  CustomAdminInvestorsUpdateBody,
  DelistResult,
  GalleryUploadResult,
  InvestorDetail,
  Property,
} from '../../../generated/api/model/index.ts';
import type { Message } from '../../lib/message.ts';
import { type AdminApiOperation, toAdminApiError } from './apiErrors.ts';
import { httpClient } from './httpClient.ts';
import { type PropertyFormData, toCreateBody, toUpdateBody } from './propertyForm.ts';

export const RESOURCE_PATHS = {
  properties: 'properties',
  purchases: 'custom_admin/purchases',
  distributions: 'custom_admin/distributions',
  investors: 'custom_admin/investors',
  'audit-log': 'custom_admin/audit-log',
  recoveries: 'custom_admin/recoveries',
} as const;

export type AdminResource = keyof typeof RESOURCE_PATHS;

export interface AdminDataProvider extends DataProvider {
  /** POST /custom_admin/properties/{id}/upload-gallery/ with the repeated field `images`. */
  uploadGallery(id: Identifier, files: readonly File[]): Promise<GalleryUploadResult>;
  /** DELETE /custom_admin/properties/{id}/gallery/{imageId}/; resolves with the updated record. */
  deleteGalleryImage(id: Identifier, imageId: number): Promise<Property>;
  /** POST /custom_admin/properties/delist/: records a delisting already done on chain. */
  delist(contractAddress: Address): Promise<DelistResult>;
}

const LIST_OPERATIONS: Partial<Record<string, AdminApiOperation>> = {
  purchases: 'fetchPurchases',
  distributions: 'fetchDistributions',
  investors: 'fetchInvestors',
  'audit-log': 'fetchAuditLog',
  recoveries: 'fetchRecoveries',
};

const listOperation = (resource: string): AdminApiOperation => LIST_OPERATIONS[resource] ?? 'fetch';

const pathOf = (resource: string): string => {
  if (!(resource in RESOURCE_PATHS)) throw new Error(`Unknown resource "${resource}"`);
  return RESOURCE_PATHS[resource as AdminResource];
};

const readOnly = (resource: string, method: string): Promise<never> =>
  Promise.reject(new Error(`The API has no ${method} for ${resource}`));

/** The KYC fields of an investor form (an empty country clears it). */
function kycBody(data: unknown): CustomAdminInvestorsUpdateBody {
  const form = data as { kyc_status?: unknown; country?: unknown; notes?: unknown };
  const country = typeof form.country === 'string' ? form.country.trim().toUpperCase() : '';
  return {
    ...(typeof form.kyc_status === 'string' && {
      kyc_status: form.kyc_status as CustomAdminInvestorsUpdateBody['kyc_status'],
    }),
    country: country === '' ? null : country,
    notes: typeof form.notes === 'string' ? form.notes : '',
  };
}

/** `translate` renders the messages for react-admin's notifications (the app's i18next). */
export function createDataProvider(translate: (m: Message) => string): AdminDataProvider {
  const rest = simpleRestProvider('', httpClient);
  const attempt = async <T>(operation: AdminApiOperation, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toAdminApiError(operation, error, translate);
    }
  };
  return {
    getList: (resource, params) =>
      attempt(listOperation(resource), () => rest.getList(pathOf(resource), params)),
    getOne: (resource, params) =>
      attempt(listOperation(resource), () => rest.getOne(pathOf(resource), params)),
    getMany: (resource, params) =>
      attempt(listOperation(resource), () => rest.getMany(pathOf(resource), params)),
    getManyReference: (resource, params) =>
      attempt(listOperation(resource), () => rest.getManyReference(pathOf(resource), params)),

    async create(resource, params) {
      if (resource === 'investors') {
        const body = kycBody(params.data) as CustomAdminInvestorsCreateBody;
        body.wallet = String((params.data as { wallet?: unknown }).wallet ?? '');
        const { data } = await attempt('saveInvestor', () => customAdminInvestorsCreate(body));
        return { data: data as InvestorDetail } as never;
      }
      if (resource !== 'properties') return readOnly(resource, 'create');
      const body = toCreateBody(params.data as PropertyFormData);
      const { data } = await attempt('create', () => customAdminPropertiesCreate(body));
      return { data: data as Property } as never;
    },

    async update(resource, params) {
      if (resource === 'investors') {
        const { data } = await attempt('saveInvestor', () =>
          customAdminInvestorsUpdate(String(params.id), kycBody(params.data)),
        );
        return { data: data as InvestorDetail } as never;
      }
      if (resource !== 'properties') return readOnly(resource, 'update');
      const body = toUpdateBody(
        params.data as Partial<PropertyFormData>,
        params.previousData as Property | undefined,
      );
      const { data } = await attempt('update', () => customAdminPropertiesUpdate(Number(params.id), body));
      return { data: data as Property } as never;
    },

    updateMany: (resource) => readOnly(resource, 'updateMany'),
    delete: (resource) => readOnly(resource, 'delete'),
    deleteMany: (resource) => readOnly(resource, 'deleteMany'),

    async uploadGallery(id, files) {
      const { data } = await attempt('uploadGallery', () =>
        customAdminPropertiesUploadGallery(Number(id), { images: [...files] }),
      );
      return data as GalleryUploadResult;
    },

    async deleteGalleryImage(id, imageId) {
      // Sent like every call (docs/api.md#conventions: JSON content type), without a body.
      const { data } = await attempt('deleteGalleryImage', () =>
        customAdminPropertiesGalleryDelete(Number(id), imageId),
      );
      return data as Property;
    },

    async delist(contractAddress) {
      const { data } = await attempt('delist', () =>
        customAdminPropertiesDelist({ contract_address: contractAddress }),
      );
      return data as DelistResult;
    },
  };
}
