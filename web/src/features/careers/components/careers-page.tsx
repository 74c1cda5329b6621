import { inLanguage, pageDataKeys } from '@contract/page-data';
import '@/ui/content/form-styles';

import { CAREER_TYPES, type Career, type Localised } from '@contract';
import { Badge, Button, Container, NativeSelect, TextInput } from '@mantine/core';
import { IconBriefcase, IconMapPin, IconSearch, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { careerPath } from '@/config/paths';
import { SITE } from '@/config/site';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { useItemLang } from '@/lib/i18n/content-language';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { useHydrated } from '@/lib/use-hydrated';
import { useApiData } from '@/lib/use-api-data';
import { useSearchChange } from '@/lib/use-search-change';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/ui/content/data-states';
import { PageHero } from '@/ui/content/page-hero';

import { getCareers } from '../api/get-careers';

import { filterCareers, locationsOf, type CareerFilters } from './career-filters';
import { careerTypeMessage } from './career-types';
import classes from './careers-page.module.css';

/** The filters live in the URL, so a filtered list can be shared and survives back/forward. */
function useFilters(): [CareerFilters, (next: Partial<CareerFilters>) => void, () => void] {
  const [params, change] = useSearchChange();
  const filters = { search: params.get('q') ?? '', type: params.get('type') ?? '', location: params.get('location') ?? '' };
  const update = (next: Partial<CareerFilters>) =>
    change(
      (query) => {
        for (const [key, value] of [
          ['q', next.search],
          ['type', next.type],
          ['location', next.location],
        ] as const) {
          if (value === undefined) continue;
          if (value) query.set(key, value);
          else query.delete(key);
        }
      },
      { replace: true },
    );
  const clear = () => change((query) => ['q', 'type', 'location'].forEach((key) => query.delete(key)), { replace: true });
  return [filters, update, clear];
}

/** One job of the list: its own texts in English (marked so) where it has no version in the page's language. */
function CareerItem({ career }: { career: Localised<Career> }) {
  const t = useT();
  const lang = useItemLang(career);
  return (
    <li className={classes.job}>
      <div lang={lang}>
        <h2 className={classes.title}>
          <Link to={careerPath(career.careerId)} className={classes.link}>
            {career.title}
          </Link>
        </h2>
        <p className={classes.summary}>{career.shortDescription}</p>
      </div>
      <div className={classes.tags}>
        <Badge variant="light" color="navy" leftSection={<IconBriefcase size={12} aria-hidden />}>
          {t(careerTypeMessage(career.type))}
        </Badge>
        <Badge variant="light" color="ball" leftSection={<IconMapPin size={12} aria-hidden />}>
          <span lang={lang}>{career.location}</span>
        </Badge>
      </div>
    </li>
  );
}

export function CareersPage() {
  const t = useT();
  usePageMeta(t('careers.meta.title'), t('careers.meta.description', { site: SITE.name }));
  const failure = useFailureMessage();
  const locale = useLocale();
  const careers = useApiData(
    (signal) => getCareers(locale, signal),
    [locale],
    t('careers.loadFailed'),
    inLanguage(pageDataKeys.careers, locale),
  );
  const [filters, setFilters, clearFilters] = useFilters();
  const filtering = Boolean(filters.search || filters.type || filters.location);
  // Rendered on the server: the filters work once the app runs (a choice made before would be lost).
  const ready = useHydrated();
  const all = careers.status === 'ready' ? careers.data : [];
  const shown = filterCareers(all, filters);

  return (
    <>
      <PageHero eyebrow={t('careers.eyebrow')} title={t('careers.title')}>
        {t('careers.lead')}
      </PageHero>
      <Container className={classes.body}>
        <form className={classes.filters} role="search" aria-label={t('careers.filter')} onSubmit={(e) => e.preventDefault()}>
          <TextInput
            label={t('careers.search')}
            placeholder={t('careers.searchPlaceholder')}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={filters.search}
            onChange={(e) => setFilters({ search: e.currentTarget.value })}
            disabled={!ready}
            className={classes.search}
          />
          <NativeSelect
            label={t('careers.type')}
            data={[
              { value: '', label: t('careers.allTypes') },
              ...CAREER_TYPES.map((type) => ({ value: type, label: t(careerTypeMessage(type)) })),
            ]}
            value={filters.type}
            onChange={(e) => setFilters({ type: e.currentTarget.value })}
            disabled={!ready}
            size="md"
          />
          <NativeSelect
            label={t('careers.location')}
            data={[{ value: '', label: t('careers.allLocations') }, ...locationsOf(all)]}
            value={filters.location}
            onChange={(e) => setFilters({ location: e.currentTarget.value })}
            disabled={!ready}
            size="md"
          />
          <Button
            variant="default"
            size="md"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={clearFilters}
            disabled={!filtering}
          >
            {t('careers.clear')}
          </Button>
        </form>

        {careers.status === 'loading' && <CardGridSkeleton count={4} imageHeight={0} />}
        {careers.status === 'error' && (
          <ErrorState message={failure(msg('careers.loadFailed'), careers.message)} onRetry={careers.reload} />
        )}
        {careers.status === 'ready' &&
          (shown.length === 0 ? (
            <EmptyState message={t('careers.empty')}>
              {filtering && (
                <Button variant="light" onClick={clearFilters}>
                  {t('careers.clear')}
                </Button>
              )}
            </EmptyState>
          ) : (
            <>
              <p className={classes.count} aria-live="polite">
                {t('careers.count', { count: shown.length, n: String(shown.length) })}
              </p>
              <ul className={classes.list}>
                {shown.map((career) => (
                  <CareerItem key={career.careerId} career={career} />
                ))}
              </ul>
            </>
          ))}
      </Container>
    </>
  );
}
