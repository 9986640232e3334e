/** Content hash of the build, compiled into the client bundle by scripts/build.mjs. */
declare const __BUILD_ID__: string;
/** True only in the Vitest build: enables the test-only fault routes. */
declare const __ENABLE_FAULTS__: boolean;
