import { lazy } from 'react';
import { useParams } from 'react-router-dom';

import { useCurrentUser } from '@/features/auth/stores/session-store';
import { backOfficeOf } from '@/lib/staff-roles';
import { AuditPage } from '@/features/admin/audit/audit-page';
import { AdminLayout } from '@/features/admin/shared/admin-layout';
import { Gstr1Download } from '@/features/invoices/components/gstr1-download';
import { Gstr1ReturnFiles } from '@/features/invoices/components/gstr1-return-files';
import { AccommodationsPage } from '@/features/admin/accommodations/accommodations-page';
import { AssignmentsQueuePage } from '@/features/admin/assignments/assignments-queue-page';
import { MarkSubmissionPage } from '@/features/admin/assignments/mark-submission-page';
import { CertificatesPage } from '@/features/admin/certificates/certificates-page';
import { ContactsPage } from '@/features/admin/contacts/contacts-page';
import { ContentFormPage } from '@/features/admin/content/content-form-page';
import { ContentListPage } from '@/features/admin/content/content-list-page';
import { HighlightsPage } from '@/features/admin/content/highlights-page';
import { BLOGS } from '@/features/admin/content/kinds/blogs';
import { CAREERS } from '@/features/admin/content/kinds/careers';
import { HIGHLIGHTS } from '@/features/admin/content/kinds/highlights';
import { LEAGUES, ORGANIZATIONS } from '@/features/admin/content/kinds/partners';
import { PRODUCTS } from '@/features/admin/content/kinds/products';
import { TESTIMONIALS } from '@/features/admin/content/kinds/testimonials';
import { TestimonialsPage } from '@/features/admin/content/testimonials-page';
import { CouponFormPage } from '@/features/admin/coupons/coupon-form-page';
import { CouponsPage } from '@/features/admin/coupons/coupons-page';
import { CourseReviewsPage } from '@/features/admin/course-reviews/course-reviews-page';
import { LearnerQuestionsPage } from '@/features/admin/learner-questions/learner-questions-page';
import { CourseFormPage } from '@/features/admin/courses/course-form-page';
import { CourseModulesPage } from '@/features/admin/courses/course-modules-page';
import { AdminCoursesPage } from '@/features/admin/courses/courses-page';
import { ModuleFormPage } from '@/features/admin/courses/module-form-page';
import { DashboardPage } from '@/features/admin/dashboard/dashboard-page';
import { GroupFormPage } from '@/features/admin/groups/group-form-page';
import { GroupPage, type GroupPanels } from '@/features/admin/groups/group-page';
import { GroupsPage } from '@/features/admin/groups/groups-page';
import { InvitationsPanel, MembersPanel, SeatOrdersPanel } from '@/features/groups/components/group-panels';
import { SeatsOverview } from '@/features/groups/components/seats-overview';
import { OrdersPage } from '@/features/admin/orders/orders-page';
import { QuestionEditorPage } from '@/features/admin/questions/question-editor-page';
import { CourseReportPage } from '@/features/admin/reports/course-report-page';
import { ReviewAttemptPage } from '@/features/admin/reviews/review-attempt-page';
import { ReviewQueuePage } from '@/features/admin/reviews/review-queue-page';
import { UsersPage } from '@/features/admin/users/users-page';

/** Every admin screen, bound to its kind; the admin route table loads this module lazily. */
export function AdminShell() {
  return <AdminLayout user={useCurrentUser()} />;
}

/** The course list, as the account may use it: every course for an admin, a staff member's own. */
export function AdminCourses() {
  return <AdminCoursesPage office={backOfficeOf(useCurrentUser()) ?? undefined} />;
}

/** A course's modules: its learner screens are linked for an admin only. */
export function AdminCourseModules() {
  return <CourseModulesPage learnerScreens={backOfficeOf(useCurrentUser())?.all ?? false} />;
}

/** A course's form: its price and publication an admin's only. */
export function AdminCourseForm() {
  return <CourseFormPage pricing={backOfficeOf(useCurrentUser())?.all ?? false} />;
}

/** A module's form: its video lessons' viewers for an admin only. */
export function AdminModuleForm() {
  return <ModuleFormPage watching={backOfficeOf(useCurrentUser())?.all ?? false} />;
}

/** A checkpoint's questions: its item statistics for an admin, or an author who also instructs the course. */
export function AdminQuestionEditor() {
  const office = backOfficeOf(useCurrentUser());
  const { courseId = '' } = useParams();
  return <QuestionEditorPage withStatistics={Boolean(office?.all || office?.instructorOf.includes(courseId))} />;
}

/** The lesson's brief beside a submission, in the learner's own Markdown renderer (its own chunk, fetched when shown). */
const LessonText = lazy(() => import('@/features/learning/components/lesson-text'));
export const AdminMarkSubmission = () => <MarkSubmissionPage Brief={LessonText} />;

export function AdminUsers() {
  return <UsersPage currentUid={useCurrentUser()?.uid ?? ''} />;
}

export const AdminOrders = () => <OrdersPage exports={{ download: <Gstr1Download />, returnFiles: <Gstr1ReturnFiles /> }} />;
/** A group's page in the back-office shows its seats, orders and people as its managers see them, with the admin's receipt on each order. */
const GROUP_PANELS: GroupPanels = {
  seats: (seats) => <SeatsOverview seats={seats} />,
  orders: (groupId, action) => (
    <SeatOrdersPanel
      groupId={groupId}
      action={action}
      lead="Record a bank transfer's receipt to add its seats and issue the tax invoice."
    />
  ),
  people: (groupId) => (
    <>
      <InvitationsPanel groupId={groupId} />
      <MembersPanel groupId={groupId} />
    </>
  ),
};
export const AdminGroupPage = () => <GroupPage panels={GROUP_PANELS} />;

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
  AssignmentsQueuePage,
  AuditPage,
  CertificatesPage,
  ContactsPage,
  CouponFormPage,
  CouponsPage,
  CourseReviewsPage,
  LearnerQuestionsPage,
  CourseReportPage,
  DashboardPage,
  GroupFormPage,
  GroupsPage,
  ReviewAttemptPage,
  ReviewQueuePage,
  HighlightsPage,
  TestimonialsPage,
};
