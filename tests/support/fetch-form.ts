/** Requests made with plain fetch, as a script, a mobile app or a browser without JavaScript would. */

/** Posts `fields` as a form; redirects are answered, not followed. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(30_000),
  });
}

/** The name=value pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookiesOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
