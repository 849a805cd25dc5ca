import BackToTop from '../../client/islands/back-to-top';
import ContactForm from '../../client/islands/contact-form';
import CtaNumbers from '../../client/islands/cta-numbers';
import EmployeesCarousel from '../../client/islands/employees-carousel';
import EstateFilterBar from '../../client/islands/estate-filter';
import EstateList from '../../client/islands/estate-list';
import FavoriteButton from '../../client/islands/favorite-button';
import FavoritesCount from '../../client/islands/favorites-count';
import FavoritesList from '../../client/islands/favorites-list';
import MainNavigation from '../../client/islands/main-navigation';
import ScrollDown from '../../client/islands/scroll-down';
import { island } from './island';

/** Server-side handles of the islands; names match client/islands/registry.ts. */
export const BackToTopIsland = island('back-to-top', BackToTop);
export const ContactFormIsland = island('contact-form', ContactForm);
export const CtaNumbersIsland = island('cta-numbers', CtaNumbers);
export const EmployeesCarouselIsland = island('employees-carousel', EmployeesCarousel);
export const EstateFilterIsland = island('estate-filter', EstateFilterBar);
export const EstateListIsland = island('estate-list', EstateList);
export const FavoriteButtonIsland = island('favorite-button', FavoriteButton);
export const FavoritesCountIsland = island('favorites-count', FavoritesCount);
export const FavoritesListIsland = island('favorites-list', FavoritesList);
export const MainNavigationIsland = island('main-navigation', MainNavigation);
export const ScrollDownIsland = island('scroll-down', ScrollDown);
