import autocannon from 'autocannon';

/**
 * Runs one autocannon load in a child process, so the load generator never shares an event loop
 * with the servers it measures (they live in the bench's process). Reads the options from the
 * parent over IPC and answers with autocannon's result. (Not a worker thread: autocannon takes
 * any non-main thread for one of its own workers.)
 */
process.once('message', async (options: autocannon.Options) => {
  try {
    const result = await autocannon(options);
    process.send?.({ ok: true, result }, () => process.exit(0));
  } catch (error) {
    process.send?.({ ok: false, message: error instanceof Error ? error.message : String(error) }, () =>
      process.exit(1),
    );
  }
});
