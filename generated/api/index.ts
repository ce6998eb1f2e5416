export * from './auth/auth.ts';
export * from './certificates/certificates.ts';
export * from './custom-admin/custom-admin.ts';
export * from './email/email.ts';
export * from './properties/properties.ts';
export * from './purchases/purchases.ts';
export * from './system/system.ts';
export * from './user/user.ts';
