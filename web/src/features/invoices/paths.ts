/** Where invoices and credit notes live in the app: the owner's (or an admin's) view, and the public check. */
export const invoicePath = (id: string) => `/user/invoices/${encodeURIComponent(id)}`;
export const creditNotePath = (id: string) => `/user/credit-notes/${encodeURIComponent(id)}`;
export const verifyInvoicePath = (id: string) => `/verify-invoice/${encodeURIComponent(id)}`;
