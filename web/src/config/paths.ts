/** Route paths in one place, so links and the router agree. */
export const paths = {
  home: '/',
  join: '/join',
  login: '/login',
  profile: '/profile',
  admin: '/admin',
  products: '/products',
  courses: '/courses',
  about: '/about',
  ourStory: '/our-story',
  blog: '/blog',
  careers: '/careers',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  enroll: '/enroll',
  dashboard: '/dashboard',
  myCourses: '/user/courses',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;

/** The 'Orders and invoices' section of the profile, which the account menus link to. */
export const ORDERS_SECTION_ID = 'orders';
export const ordersPath = `${paths.profile}#${ORDERS_SECTION_ID}`;

export const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;
export const blogPostPath = (id: string) => `/blog/${encodeURIComponent(id)}`;
export const careerPath = (id: string) => `/careers/${encodeURIComponent(id)}`;
export const coursePath = (uid: string) => `/courses/${encodeURIComponent(uid)}`;
/** On a course page, opens the enrolment modal for a visitor who signed in to enrol. */
export const ENROLL_PARAM = 'enroll';
export const learnerCoursePath = (courseId: string) => `/user/courses/${encodeURIComponent(courseId)}`;
/** A lesson has its own address: the course outline with that lesson open over it (issue 39). */
export const lessonPath = (courseId: string, moduleId: string, lessonId: string) =>
  `${learnerCoursePath(courseId)}/modules/${encodeURIComponent(moduleId)}/lessons/${encodeURIComponent(lessonId)}`;
/** 'My notes' for a course: every lesson's, to read back and export. */
export const notesPagePath = (courseId: string) => `${learnerCoursePath(courseId)}/notes`;
export const checkpointPath = (courseId: string, moduleId: string, checkpointId: string) =>
  `${learnerCoursePath(courseId)}/modules/${encodeURIComponent(moduleId)}/checkpoints/${encodeURIComponent(checkpointId)}`;

/** Where invoices and credit notes live in the app: the owner's (or an admin's) view, and the public check. */
export const invoicePath = (id: string) => `/user/invoices/${encodeURIComponent(id)}`;
export const creditNotePath = (id: string) => `/user/credit-notes/${encodeURIComponent(id)}`;
export const verifyInvoicePath = (id: string) => `/verify-invoice/${encodeURIComponent(id)}`;

/** A group's home for its managers (issue 32), and the claim link an invitee is mailed. */
export const groupPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;
export const invitationPath = (token: string) => `/invitations/${encodeURIComponent(token)}`;
/** The page where anyone with a proven address at the group's email domain takes a seat. */
export const groupJoinPath = (groupId: string) => `${groupPath(groupId)}/join`;

/** Where the join page sends someone after logging in or registering: `next`, when it is one of our paths. */
export const joinPath = (tab: 'login' | 'register', next?: string) =>
  `${tab === 'login' ? '/login' : '/join'}${next ? `?next=${encodeURIComponent(next)}` : ''}`;

/** Admin routes (SPEC section 2, admin screens); `page` keeps the list page across add/edit and back. */
export const adminPaths = {
  dashboard: '/admin/dashboard',
  users: '/admin/users',
  courses: '/admin/courses',
  reviews: '/admin/reviews',
  assignments: '/admin/assignments',
  courseReviews: '/admin/course-reviews',
  learnerQuestions: '/admin/questions',
  blogs: '/admin/blogs',
  highlights: '/admin/highlights',
  careers: '/admin/careers',
  contacts: '/admin/contacts',
  certificates: '/admin/certificates',
  orders: '/admin/orders',
  coupons: '/admin/coupons',
  groups: '/admin/groups',
  audit: '/admin/audit',
  organizations: '/admin/organizations',
  leagues: '/admin/leagues',
  products: '/admin/products',
  testimonials: '/admin/testimonials',
  profile: '/admin/profile',
} as const;

/** A group's page in the back-office. */
export const adminGroupPath = (groupId: string) => `${adminPaths.groups}/${encodeURIComponent(groupId)}`;

/** One learner's assignment submission, to mark or to read its mark. */
export const adminAssignmentPath = (submissionId: string) => `${adminPaths.assignments}/${encodeURIComponent(submissionId)}`;

/** An admin course's page: its modules in order. */
export const adminCoursePath = (courseId: string) => `${adminPaths.courses}/${encodeURIComponent(courseId)}`;

const itemPath = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The admin content kinds' add and edit screens (the spec's own paths, so not one pattern). */
export const adminFormPaths = {
  addBlog: '/admin/add-blog',
  editBlog: itemPath('/admin/edit-blog'),
  addHighlight: '/admin/add-highlight',
  editHighlight: itemPath('/admin/highlights/edit'),
  addCareer: '/admin/add-career',
  editCareer: itemPath('/admin/edit-career'),
  addTestimonial: '/admin/add-testimonial',
  editTestimonial: itemPath('/admin/testimonials/edit'),
  addProduct: '/admin/add-product',
  editProduct: itemPath('/admin/products/edit'),
} as const;
