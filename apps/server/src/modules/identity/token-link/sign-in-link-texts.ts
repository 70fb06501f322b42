import { type MessageLanguage, messageLanguageOf } from '../message-texts.ts';

/**
 * The "sign-in link" email (`POST /web-api/auth/send-link`) in the six site languages; `{link}`
 * and `{minutes}` are filled in by `renderSignInLinkMail`.
 */
export const signInLinkTexts: Record<MessageLanguage, { subject: string; text: string }> = {
  en: {
    subject: 'Your Parlay sign-in link',
    text: 'Open this link to sign in to Parlay:\n{link}\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this message: nobody can sign in without the link.',
  },
  ru: {
    subject: 'Ссылка для входа в Parlay',
    text: 'Откройте эту ссылку, чтобы войти в Parlay:\n{link}\nОна действует один раз в течение {minutes} минут. Если вы её не запрашивали, проигнорируйте это письмо: без ссылки никто не войдёт.',
  },
  uk: {
    subject: 'Посилання для входу в Parlay',
    text: 'Відкрийте це посилання, щоб увійти в Parlay:\n{link}\nВоно діє один раз протягом {minutes} хвилин. Якщо ви його не запитували, проігноруйте цей лист: без посилання ніхто не увійде.',
  },
  kk: {
    subject: 'Parlay жүйесіне кіру сілтемесі',
    text: 'Parlay жүйесіне кіру үшін осы сілтемені ашыңыз:\n{link}\nОл бір рет, {minutes} минут ішінде жарамды. Егер оны сұрамаған болсаңыз, бұл хатты елемеңіз: сілтемесіз ешкім кіре алмайды.',
  },
  az: {
    subject: 'Parlay giriş keçidi',
    text: 'Parlay-a daxil olmaq üçün bu keçidi açın:\n{link}\nO, bir dəfə, {minutes} dəqiqə ərzində işləyir. Əgər bunu siz istəməmisinizsə, bu məktubu nəzərə almayın: keçid olmadan heç kim daxil ola bilməz.',
  },
  es: {
    subject: 'Tu enlace de acceso a Parlay',
    text: 'Abre este enlace para entrar en Parlay:\n{link}\nFunciona una sola vez durante {minutes} minutos. Si no lo has pedido, ignora este mensaje: nadie puede entrar sin el enlace.',
  },
};

export function renderSignInLinkMail(
  lang: string,
  values: { link: string; minutes: number },
): { subject: string; text: string } {
  const template = signInLinkTexts[messageLanguageOf(lang)];
  return {
    subject: template.subject,
    // Replacer functions: a replacement string would treat `$&` and the like in it as patterns.
    text: template.text
      .replace('{link}', () => values.link)
      .replace('{minutes}', () => String(values.minutes)),
  };
}
