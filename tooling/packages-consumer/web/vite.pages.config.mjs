// Two pages built together: one deferred Select, one Badge (what each loads before any input is compared).
import { defineConfig } from 'vite';

export default defineConfig({
  logLevel: 'warn',
  build: {
    outDir: 'dist-pages',
    rollupOptions: { input: { select: 'select.html', badge: 'badge.html' } },
  },
});
