export * from './purchaseQueries';
export * from './openStarsInvoice';
