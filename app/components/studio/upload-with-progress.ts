/** What the studio's upload endpoints answer when they refuse a file. */
export interface UploadRefusal {
  message: string;
  details?: Record<string, string>;
}

/**
 * Posts a form with a file to a studio endpoint, reporting the share sent so far (fetch
 * cannot tell upload progress, XMLHttpRequest can). Resolves with the JSON answer; rejects
 * with an UploadRefusal whose message can be shown as it is.
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  onProgress: (sent: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const answer = request.response as { error?: UploadRefusal } | null;
      if (request.status >= 200 && request.status < 300) return resolve(answer);
      const refusal: UploadRefusal = answer?.error ?? {
        message: request.status === 413 ? "The file is too large (25 MB at most)." : "",
      };
      reject({
        message: refusal.message || "The file could not be uploaded. Please try again.",
        details: refusal.details,
      } satisfies UploadRefusal);
    });
    const offline = () =>
      reject({
        message: "The upload did not reach the shop. Check the connection and try again.",
      } satisfies UploadRefusal);
    request.addEventListener("error", offline);
    request.addEventListener("timeout", offline);
    request.send(body);
  });
}
