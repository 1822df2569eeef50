/**
 * Zod compiles its object parsers with `Function` where it may, and probes for it with `Function('')`
 * on the first parse. The shop's Content-Security-Policy forbids eval in the browser, so the probe is
 * reported as a violation there: in the browser zod parses without compiling (a few microseconds more
 * per form check). Imported, for its effect, by the modules that define the browser's schemas.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
