import { useCurrentUser } from '@/features/auth/stores/session-store';
import { AuditPage } from '@/features/admin/audit/audit-page';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { CertificatesPage } from '@/features/admin/components/certificates-page';
import { ContactsPage } from '@/features/admin/components/contacts-page';
import { DashboardPage } from '@/features/admin/components/dashboard-page';
import { HighlightsPage } from '@/features/admin/components/highlights-page';
import { TestimonialsPage } from '@/features/admin/components/testimonials-page';
import { UsersPage } from '@/features/admin/components/users-page';
import { AccommodationsPage } from '@/features/admin/courses/accommodations-page';
import { AdminCoursesPage } from '@/features/admin/courses/courses-page';
import { CourseFormPage } from '@/features/admin/courses/course-form-page';
import { CourseModulesPage } from '@/features/admin/courses/course-modules-page';
import { ModuleFormPage } from '@/features/admin/courses/module-form-page';
import { QuestionEditorPage } from '@/features/admin/courses/question-editor-page';
import { CourseReportPage } from '@/features/admin/reports/course-report-page';
import { ContentFormPage } from '@/features/admin/content/content-form-page';
import { CouponFormPage } from '@/features/admin/coupons/coupon-form-page';
import { CouponsPage } from '@/features/admin/coupons/coupons-page';
import {
  BLOGS,
  CAREERS,
  HIGHLIGHTS,
  LEAGUES,
  ORGANIZATIONS,
  PRODUCTS,
  TESTIMONIALS,
} from '@/features/admin/content/content-kinds';
import { ContentListPage } from '@/features/admin/content/content-list-page';
import { OrdersPage } from '@/features/admin/orders/orders-page';
import { ReviewAttemptPage } from '@/features/admin/reviews/review-attempt-page';
import { ReviewQueuePage } from '@/features/admin/reviews/review-queue-page';

/** Every admin screen, bound to its kind; the admin route table loads this module lazily. */
export function AdminShell() {
  return <AdminLayout user={useCurrentUser()} />;
}

export function AdminUsers() {
  return <UsersPage currentUid={useCurrentUser()?.uid ?? ''} />;
}

export const AdminOrders = () => <OrdersPage />;
export const BlogsList = () => <ContentListPage kind={BLOGS} />;
export const BlogForm = () => <ContentFormPage kind={BLOGS} />;
export const HighlightForm = () => <ContentFormPage kind={HIGHLIGHTS} />;
export const CareersList = () => <ContentListPage kind={CAREERS} />;
export const CareerForm = () => <ContentFormPage kind={CAREERS} />;
export const TestimonialForm = () => <ContentFormPage kind={TESTIMONIALS} />;
export const ProductsList = () => <ContentListPage kind={PRODUCTS} searchable />;
export const ProductForm = () => <ContentFormPage kind={PRODUCTS} />;
export const OrganizationsPage = () => <ContentListPage kind={ORGANIZATIONS} />;
export const LeaguesPage = () => <ContentListPage kind={LEAGUES} />;

export {
  AccommodationsPage,
  AuditPage,
  AdminCoursesPage,
  CertificatesPage,
  ContactsPage,
  CouponFormPage,
  CouponsPage,
  CourseFormPage,
  CourseModulesPage,
  CourseReportPage,
  ModuleFormPage,
  QuestionEditorPage,
  DashboardPage,
  ReviewAttemptPage,
  ReviewQueuePage,
  HighlightsPage,
  TestimonialsPage,
};
