import { LOCALES, type TranslationLocale } from '@contract/locales';
import { useParams } from 'react-router-dom';

import { useApiData } from '@/lib/use-api-data';

import { getAdminItem } from '../shared/admin-api';
import { AdminFormPage } from '../shared/form-frame';
import classes from '../translations/translation-editor.module.css';
import { contentItem } from '../translations/translation-fields';
import { TranslationFrame } from '../translations/translation-frame';
import { TranslationPanel } from '../translations/translation-panel';

import { capitalised } from './content-form';
import type { ContentKindUi, Identified } from './content-kind';

type Translatable = Identified & { translations?: Partial<Record<TranslationLocale, object>> };

/** The item as the back-office names it: its title or name. */
const headingOf = (item: object) => {
  const { title, name } = item as { title?: unknown; name?: unknown };
  return String(title ?? name ?? '');
};

/**
 * /admin/{kind}/{id}/translations/{lang}: a blog post's, product's, career's, highlight's or
 * testimonial's version in another language (decision 0098), each text's English beside its field.
 * The English stays the source and is edited on the item's own screen, which links here.
 */
export function ContentTranslationPage<T extends Translatable>({ kind }: { kind: ContentKindUi<T> }) {
  const { id = '', lang = '' } = useParams();
  const { editor, translated } = kind;
  const loaded = useApiData(
    (signal) =>
      editor.in === 'page' && translated
        ? getAdminItem<T>(editor.loadPath(id), kind.failures.load, signal)
        : Promise.resolve(null),
    [id],
  );
  if (editor.in !== 'page' || !translated) return null;
  const Thing = capitalised(kind.thing);
  return (
    <TranslationFrame lang={lang}>
      {(locale) => (
        <AdminFormPage
          title={
            loaded.status === 'ready' && loaded.data
              ? `${LOCALES[locale].name} version: ${headingOf(loaded.data)}`
              : `${LOCALES[locale].name} version of the ${kind.thing}`
          }
          back={{ to: editor.editPath(id), label: `Back to Edit ${Thing}` }}
          loaded={loaded}
          loadFailure={kind.failures.load}
          notFound={`This ${kind.thing} no longer exists.`}
        >
          {(item) =>
            item && (
              <div className={classes.items}>
                <TranslationPanel
                  key={locale}
                  item={contentItem(translated, item, locale)}
                  locale={locale}
                  onChanged={loaded.refresh}
                />
              </div>
            )
          }
        </AdminFormPage>
      )}
    </TranslationFrame>
  );
}
