export function meta() {
  return [{ title: "Washi — paper goods and the Mail Club" }];
}

export default function Home() {
  return (
    <main>
      <h1>Washi</h1>
    </main>
  );
}
