// For tests of what the pages say of time: the device set to another zone than Italy's.
import { afterAll, beforeAll } from "vitest";

/** New York: five hours behind Rome in winter, six around the changes of time in March and November. */
export const NEW_YORK = "America/New_York";

// The tests run in Node, which reads TZ anew when it is set; the web app's types know no Node.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

/** The tests of the calling file run on a device whose clock is set to `zone`. */
export function deviceZone(zone: string): void {
  const own = env.TZ;
  beforeAll(() => {
    env.TZ = zone;
  });
  afterAll(() => {
    if (own === undefined) delete env.TZ;
    else env.TZ = own;
  });
}
