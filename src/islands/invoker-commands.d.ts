/**
 * Invoker commands on <button> (`command`, `commandfor`): HTML attributes React does not type yet but passes
 * through as written. Only the commands the islands use are listed.
 */
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations repeat the type parameter
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close';
    commandfor?: string;
  }
}
