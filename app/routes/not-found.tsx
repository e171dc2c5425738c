import { data, Link } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found — Washi" }];
}

export default function NotFound() {
  return (
    <main>
      <h1>Oops! Page not found</h1>
      <Link to="/">Return to Home</Link>
    </main>
  );
}
