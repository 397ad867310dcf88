// Vite: the app is served under /main/, built to web/dist, with /main/api proxied to the local API in dev.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  base: "/main/",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      "/main/api": { target: "http://127.0.0.1:8000", changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/main/api": { target: "http://127.0.0.1:8000", changeOrigin: false },
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
