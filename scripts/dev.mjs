// `npm run dev`: Vite on :3000 with hot reload, proxying /api to the server on :3001,
// which restarts when server code changes.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(
    process.execPath,
    ["--import", "tsx", "--watch", "--watch-preserve-output", "src/server/main.ts"],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        PORT: apiPort,
        PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:3000",
      },
    },
  ),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", "3000", "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
