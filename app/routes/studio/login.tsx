export function meta() {
  return [{ title: "Studio sign-in — Washi" }];
}

export default function StudioLogin() {
  return (
    <main>
      <h1>Studio</h1>
    </main>
  );
}
