import type { Career } from '@contract';

export interface CareerFilters {
  search: string;
  type: string;
  location: string;
}

/** Jobs matching every filter set: search text in title or descriptions, exact type and location. */
export function filterCareers<C extends Pick<Career, 'title' | 'shortDescription' | 'location' | 'type'>>(
  careers: C[],
  filters: CareerFilters,
): C[] {
  const needle = filters.search.trim().toLowerCase();
  return careers.filter(
    (career) =>
      (!needle || [career.title, career.shortDescription, career.location].some((text) => text.toLowerCase().includes(needle))) &&
      (!filters.type || career.type === filters.type) &&
      (!filters.location || career.location === filters.location),
  );
}

/** Distinct locations of the listed jobs, sorted. */
export const locationsOf = (careers: Pick<Career, 'location'>[]) => [...new Set(careers.map((career) => career.location))].sort();
