export * from './auth';
export * from './common';
export * from './content';
export * from './coupons';
export * from './courses';
export * from './learning';
export * from './page-data';
export * from './gst';
