import { parseCaseFilter } from '@/components/solutions/case-filter';
import { CasesBody } from '@/components/solutions/cases-body';
import { trailPage } from '@/components/solutions/trail-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const page = trailPage('cases');

export const generateMetadata = page.generateMetadata;

// The category filter comes from the URL (?category=utility|commercial|residential); any other
// value shows every case (issue 3, bad input).
export default async function CasesPage({ params, searchParams }: Props) {
  const filter = parseCaseFilter((await searchParams).category);
  return trailPage('cases', () => CasesBody({ filter })).Page({ params });
}
