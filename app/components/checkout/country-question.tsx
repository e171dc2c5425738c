import { FormAlert } from "#app/forms/form-alert.tsx";

export interface CountryQuestion {
  message: string;
  question: string;
  choices: { code: string; name: string }[];
}

/**
 * Downloads only: the country the buyer gave and their PayPal account's disagree, and VAT
 * depends on which is theirs (decision 042). They say which; the order keeps all three.
 */
export function CountryQuestionField({ question }: { question: CountryQuestion }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <FormAlert tone="notice">{question.message}</FormAlert>
      <legend className="mb-1 text-base font-semibold">{question.question}</legend>
      {question.choices.map((choice, index) => (
        <label key={choice.code} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="declaredCountry"
            value={choice.code}
            required
            defaultChecked={index === 0}
            className="size-5 accent-[var(--color-sage-deep)]"
          />
          {choice.name}
        </label>
      ))}
    </fieldset>
  );
}
