import { AddToLinkedInButton } from '@/features/certificates/components/linkedin-panel';
import { MyCoursesPage } from '@/features/learning/components/my-courses-page';

/** /user/courses: the learner's courses; a certificate can go on their LinkedIn profile from there. */
export function MyCoursesRoute() {
  return (
    <MyCoursesPage
      certificateActions={(certificate) => (
        <AddToLinkedInButton
          courseName={certificate.courseName}
          certificateId={certificate.certificateId}
          issuedAt={certificate.issuedAt}
          verificationPath={certificate.verificationUrl}
        />
      )}
    />
  );
}
