// Invoker commands (commandfor / command) are in the HTML standard and in Chromium, not yet in
// React's types; React passes lowercase unknown attributes through as written.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
