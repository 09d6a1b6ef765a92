/** Placeholder until the web app issue builds the screens of the spec. */
export function App() {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        margin: 0,
        background: '#0b0d12',
        color: '#e7e9ee',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <div style={{ maxWidth: '32rem', padding: '2rem' }}>
        <h1>Mockingbird</h1>
        <p>Practise job interviews by voice with an AI interviewer, then read your feedback report.</p>
      </div>
    </main>
  );
}
