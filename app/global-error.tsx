'use client';

// The last resort when the root layout itself fails: no translations are available here, so it
// says the essentials in plain words.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-US">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          padding: '4rem 1.5rem',
          maxWidth: 640,
          margin: '0 auto',
        }}
      >
        <p>Status code: 500</p>
        <h1>Internal Server Error</h1>
        <p>Something went wrong on our side. Please try again in a moment.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
