import { PartnerIcons, PartnerLogos } from '@node-downloads/ui';
import * as React from 'react';
import { useI18n } from '../i18n/react';
import { PARTNER_SOURCE, PARTNERS } from './partner-list';

/**
 * The partners: static for the page's life (the selection is shuffled once in the browser), so
 * never rendered again when the visitor's choices change.
 */
export const Partners = React.memo(function Partners() {
  const { t } = useI18n();
  return (
    // The partner selection is shuffled in the browser; without JavaScript it would stay in its loading state.
    <section aria-labelledby="partners-heading" data-requires-js>
      <h2 id="partners-heading">{t('download.partners.heading')}</h2>
      <PartnerLogos partners={PARTNERS} site={PARTNER_SOURCE} />
      {/* The icon list (SPEC §9: 6 items): every partner's favicon mark. */}
      <PartnerIcons partners={PARTNERS} site={PARTNER_SOURCE} aria-label={t('download.partners.all')} />
    </section>
  );
});
