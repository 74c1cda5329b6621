import { LOCALES } from '@contract/locales';
import { useParams } from 'react-router-dom';

import { useApiData } from '@/lib/use-api-data';

import { getAdminCourse } from '../courses/course-api';
import { AdminFormPage } from '../shared/form-frame';

import classes from './translation-editor.module.css';
import { courseItem, moduleItems } from './translation-fields';
import { TranslationFrame } from './translation-frame';
import { TranslationPanel } from './translation-panel';

/**
 * /admin/courses/{courseId}/translations/{lang}: the course's version in another language (decision
 * 0095), item by item beside the English: the course, then each module with its lessons, checkpoints
 * and questions. The English stays the source and is edited on the course's own screens.
 */
export function TranslationEditorPage() {
  const { courseId = '', lang = '' } = useParams();
  const loaded = useApiData((signal) => getAdminCourse(courseId, signal), [courseId], 'Failed to load course');
  const back = { to: `/admin/courses/${encodeURIComponent(courseId)}`, label: 'Back to Modules' };
  return (
    <TranslationFrame lang={lang}>
      {(locale) => (
        <AdminFormPage
          title={
            loaded.status === 'ready'
              ? `${LOCALES[locale].name} version: ${loaded.data.course.title}`
              : `${LOCALES[locale].name} version`
          }
          back={back}
          loaded={loaded}
          loadFailure="Failed to load course"
          notFound="This course does not exist."
        >
          {({ course, modules }) => (
            <div className={classes.items}>
              <TranslationPanel item={courseItem(course, locale)} locale={locale} onChanged={loaded.refresh} />
              {modules.map((module) => (
                <section key={module.uid} className={classes.items} aria-label={`Module ${module.order}`}>
                  <h3 className={classes.group}>
                    Module {module.order}: {module.title}
                  </h3>
                  {moduleItems(module, locale).map((item) => (
                    <TranslationPanel key={item.resource} item={item} locale={locale} onChanged={loaded.refresh} />
                  ))}
                </section>
              ))}
            </div>
          )}
        </AdminFormPage>
      )}
    </TranslationFrame>
  );
}
