import { ContentListPage } from '@/features/admin/content/content-list-page';
import { BLOGS } from '@/features/admin/content/kinds/blogs';
import { CAREERS } from '@/features/admin/content/kinds/careers';
import { LEAGUES, ORGANIZATIONS } from '@/features/admin/content/kinds/partners';
import { PRODUCTS } from '@/features/admin/content/kinds/products';

export const BlogsList = () => <ContentListPage kind={BLOGS} />;
export const CareersList = () => <ContentListPage kind={CAREERS} />;
export const ProductsList = () => <ContentListPage kind={PRODUCTS} searchable />;
export const OrganizationsPage = () => <ContentListPage kind={ORGANIZATIONS} />;
export const LeaguesPage = () => <ContentListPage kind={LEAGUES} />;
