import BackToTop from '../../client/islands/back-to-top';
import ContactForm from '../../client/islands/contact-form';
import CtaNumbers from '../../client/islands/cta-numbers';
import EmployeesCarousel from '../../client/islands/employees-carousel';
import MainNavigation from '../../client/islands/main-navigation';
import ScrollDown from '../../client/islands/scroll-down';
import { island } from './island';

/** Server-side handles of the islands; names match client/islands/registry.ts. */
export const BackToTopIsland = island('back-to-top', BackToTop);
export const ContactFormIsland = island('contact-form', ContactForm);
export const CtaNumbersIsland = island('cta-numbers', CtaNumbers);
export const EmployeesCarouselIsland = island('employees-carousel', EmployeesCarousel);
export const MainNavigationIsland = island('main-navigation', MainNavigation);
export const ScrollDownIsland = island('scroll-down', ScrollDown);
