import { OrdersPage } from '@/features/admin/orders/orders-page';
import { Gstr1Download } from '@/features/invoices/components/gstr1-download';
import { Gstr1ReturnFiles } from '@/features/invoices/components/gstr1-return-files';

export const AdminOrders = () => <OrdersPage exports={{ download: <Gstr1Download />, returnFiles: <Gstr1ReturnFiles /> }} />;
