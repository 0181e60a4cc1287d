// Preloaded (NODE_OPTIONS) into the emulated Functions of the production-settings
// run only. The Functions emulator turns on firebase-functions' `enableCors`
// debug feature, which makes every callable answer every origin whatever its
// `cors` option says; deployed, that option is what the SDK's own CORS step
// applies. Dropping the feature (and keeping skipTokenVerification, which the
// emulator needs to read its unsigned tokens) lets the emulator run that step
// as production does, so tests/production/call-origins.test.ts sees the real answer.
const features = process.env.FIREBASE_DEBUG_FEATURES;
if (features) {
  try {
    const parsed = JSON.parse(features);
    delete parsed.enableCors;
    process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify(parsed);
  } catch {
    // Not ours to mend: leave it as the emulator wrote it.
  }
}
