export function App() {
  return <main>Lodestar</main>;
}
