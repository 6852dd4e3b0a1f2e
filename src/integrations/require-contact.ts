/**
 * Stops a production build (CONTEXT=production) without the contact address, the operator's name or the
 * governing law, which the privacy policy, terms and data page must name.
 */
import type { AstroIntegration } from 'astro';
import { missingForProduction } from '../lib/contact';

export default function requireContact(): AstroIntegration {
  return {
    name: 'require-contact',
    hooks: {
      'astro:config:setup': () => {
        const missing = missingForProduction(process.env);
        if (missing.length > 0)
          throw new Error(
            `Production build without ${missing.join(' and ')}: set ${missing.join(' and ')} in the Netlify site's ` +
              'environment variables (see docs/operators.md, "Before launch"). Pages name the operator, the contact address and the law that governs the Terms.',
          );
      },
    },
  };
}
