// What other features use of the plans: the landing's sections and the FAQ page read the same figures.
export { FundingSection } from './funding-section.tsx';
export { plansTranslations } from './i18n/index.ts';
export { LandingFaq } from './landing-faq.tsx';
export { usePlanFaqGroup } from './plan-faq.ts';
export { cheapestPlan, formatPercent, largestAccount } from './plan-presentation.ts';
