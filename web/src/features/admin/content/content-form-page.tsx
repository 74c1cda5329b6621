import { useParams } from 'react-router-dom';

import { useApiData } from '@/lib/use-api-data';

import { getAdminItem } from '../shared/admin-api';
import { AdminFormPage } from '../shared/form-frame';
import { usePageParam } from '../shared/use-page-param';

import { capitalised, ContentForm } from './content-form';
import { withPage, type ContentKindUi, type Identified } from './content-kind';
import { TranslationLinks } from './translation-links';

/** Add (no id in the route) or edit (`:id`) one item of a kind that has pages for it. */
export function ContentFormPage<T extends Identified>({ kind }: { kind: ContentKindUi<T> }) {
  const { id } = useParams();
  const [page] = usePageParam();
  const { editor } = kind;
  const loaded = useApiData(
    (signal) =>
      id && editor.in === 'page' ? getAdminItem<T>(editor.loadPath(id), kind.failures.load, signal) : Promise.resolve(null),
    [id ?? ''],
  );
  const Thing = capitalised(kind.thing);
  return (
    <AdminFormPage
      title={id ? `Edit ${Thing}` : `Add ${Thing}`}
      back={{ to: withPage(kind.listPath, page), label: `Back to ${kind.title}` }}
      loaded={loaded}
      loadFailure={kind.failures.load}
      notFound={`This ${kind.thing} no longer exists.`}
    >
      {(item) => (
        <>
          {id && kind.translated && <TranslationLinks kind={kind.translated} id={id} />}
          <ContentForm key={id ?? 'new'} kind={kind} item={item} />
        </>
      )}
    </AdminFormPage>
  );
}
