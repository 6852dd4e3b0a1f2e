/**
 * Stops a Netlify production build (CONTEXT=production) that lacks the contact address, the operator's name or
 * the governing law: the privacy policy, terms and data page would otherwise publish no way to reach the people
 * who run the site, or terms that name no law.
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
