import { LOCALES, TRANSLATION_LOCALES, type TranslationLocale } from '@contract/locales';
import { Alert, useMantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useParams } from 'react-router-dom';

import { useApiData } from '@/lib/use-api-data';

import { getAdminCourse } from '../courses/course-api';
import { AdminFormPage } from '../shared/form-frame';

import classes from './translation-editor.module.css';
import { courseItem, moduleItems } from './translation-fields';
import { TranslationPanel } from './translation-panel';
import { EDITOR_DEVANAGARI, useDevanagariFace } from './use-devanagari-face';

const isTranslationLocale = (value: string): value is TranslationLocale => (TRANSLATION_LOCALES as string[]).includes(value);

/**
 * /admin/courses/{courseId}/translations/{lang}: the course's version in another language (decision
 * 0095), item by item beside the English: the course, then each module with its lessons, checkpoints
 * and questions. The English stays the source and is edited on the course's own screens.
 */
export function TranslationEditorPage() {
  const { courseId = '', lang = '' } = useParams();
  const loaded = useApiData((signal) => getAdminCourse(courseId, signal), [courseId], 'Failed to load course');
  const back = { to: `/admin/courses/${encodeURIComponent(courseId)}`, label: 'Back to Modules' };
  useDevanagariFace();
  const { fontFamily } = useMantineTheme();
  // The site's faces first; Devanagari, which they may lack, from the editor's own face.
  const family = `${fontFamily}, "${EDITOR_DEVANAGARI}"`;
  const withDevanagari = {
    fontFamily: family,
    '--mantine-font-family': family,
    '--mantine-font-family-headings': family,
  } as CSSProperties;
  if (!isTranslationLocale(lang))
    return (
      <Alert color="red" title="Unknown language">
        There is no language “{lang}” to translate into.
      </Alert>
    );
  const name = LOCALES[lang].name;
  return (
    <div style={withDevanagari}>
      <AdminFormPage
        title={loaded.status === 'ready' ? `${name} version: ${loaded.data.course.title}` : `${name} version`}
        back={back}
        loaded={loaded}
        loadFailure="Failed to load course"
        notFound="This course does not exist."
      >
        {({ course, modules }) => (
          <div className={classes.items}>
            <TranslationPanel item={courseItem(course, lang)} locale={lang} onChanged={loaded.refresh} />
            {modules.map((module) => (
              <section key={module.uid} className={classes.items} aria-label={`Module ${module.order}`}>
                <h3 className={classes.group}>
                  Module {module.order}: {module.title}
                </h3>
                {moduleItems(module, lang).map((item) => (
                  <TranslationPanel key={item.resource} item={item} locale={lang} onChanged={loaded.refresh} />
                ))}
              </section>
            ))}
          </div>
        )}
      </AdminFormPage>
    </div>
  );
}
