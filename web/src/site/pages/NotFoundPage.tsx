import { Link as RouterLink } from '@tanstack/react-router';
import { brand } from '../../catalogue/brand.ts';
import { HomeSearch } from '../search/HomeSearch.tsx';
import { notFoundPage } from './NotFoundPage.styles.ts';

export function NotFoundPage() {
  return (
    <div className={notFoundPage.root}>
      <title>{`Page Not Found | ${brand.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className={notFoundPage.stack}>
        <p className={notFoundPage.code} aria-hidden>
          404
        </p>
        <h1 className={notFoundPage.title}>Page Not Found</h1>
        <p className={notFoundPage.lead}>The page you were looking for does not exist or has moved. Search for a calculator, or start from the home page.</p>
        <HomeSearch />
        <RouterLink to="/" className={notFoundPage.homeLink}>
          Go to the home page
        </RouterLink>
      </div>
    </div>
  );
}
