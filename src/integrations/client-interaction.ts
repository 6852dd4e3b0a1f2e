/**
 * Registers `client:interaction` (src/islands/interaction-directive.ts): hydrate an island on first
 * interaction, or when it nears the viewport, and replay a click made before it was live.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { InteractionOptions } from '../islands/interaction-directive';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Astro declares its directive attributes in this namespace
  namespace Astro {
    interface ClientDirectives {
      'client:interaction'?: boolean | InteractionOptions;
    }
  }
}

export default function clientInteraction(): AstroIntegration {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../islands/interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
