import 'react';

declare module 'react' {
  /**
   * HTML's invoker commands, which @types/react does not list yet: a button that opens or
   * closes a dialog by itself, before (and without) any script. Spelled in lower case, as React
   * passes attributes it does not know.
   */
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}
