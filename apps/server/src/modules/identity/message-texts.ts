import { isSiteLanguageCode, type SiteLanguageCode } from '@parlay/domain';

/**
 * Texts of the SMS and emails the module sends, in the six site languages (English is the
 * fallback). `{code}`, `{link}`, `{login}`, `{password}` are filled in by `renderMessage`.
 */
export type MessageLanguage = SiteLanguageCode;

export type MessageKind = 'sign_in_code' | 'registration_code' | 'activation' | 'recovery' | 'credentials';

interface MessageText {
  subject: string;
  text: string;
}

export const messageTexts: Record<MessageKind, Record<MessageLanguage, MessageText>> = {
  sign_in_code: {
    en: { subject: 'Sign-in code', text: 'Your Parlay sign-in code: {code}. Do not share it with anyone.' },
    ru: { subject: 'Код для входа', text: 'Ваш код для входа в Parlay: {code}. Никому его не сообщайте.' },
    uk: {
      subject: 'Код для входу',
      text: 'Ваш код для входу в Parlay: {code}. Нікому його не повідомляйте.',
    },
    kk: { subject: 'Кіру коды', text: 'Parlay жүйесіне кіру кодыңыз: {code}. Оны ешкімге айтпаңыз.' },
    az: { subject: 'Giriş kodu', text: 'Parlay giriş kodunuz: {code}. Onu heç kimlə paylaşmayın.' },
    es: {
      subject: 'Código de acceso',
      text: 'Tu código de acceso a Parlay: {code}. No lo compartas con nadie.',
    },
  },
  registration_code: {
    en: { subject: 'Registration code', text: 'Your Parlay registration code: {code}.' },
    ru: { subject: 'Код регистрации', text: 'Ваш код регистрации в Parlay: {code}.' },
    uk: { subject: 'Код реєстрації', text: 'Ваш код реєстрації в Parlay: {code}.' },
    kk: { subject: 'Тіркелу коды', text: 'Parlay жүйесінде тіркелу кодыңыз: {code}.' },
    az: { subject: 'Qeydiyyat kodu', text: 'Parlay qeydiyyat kodunuz: {code}.' },
    es: { subject: 'Código de registro', text: 'Tu código de registro en Parlay: {code}.' },
  },
  activation: {
    en: {
      subject: 'Confirm your email',
      text: 'Welcome to Parlay! Confirm your email by opening {link} or by entering the code {code}.',
    },
    ru: {
      subject: 'Подтвердите email',
      text: 'Добро пожаловать в Parlay! Подтвердите email, открыв ссылку {link} или введя код {code}.',
    },
    uk: {
      subject: 'Підтвердьте email',
      text: 'Ласкаво просимо до Parlay! Підтвердьте email, відкривши посилання {link} або ввівши код {code}.',
    },
    kk: {
      subject: 'Email-ді растаңыз',
      text: 'Parlay-ға қош келдіңіз! Email-ді растау үшін {link} сілтемесін ашыңыз немесе {code} кодын енгізіңіз.',
    },
    az: {
      subject: 'E-poçtunuzu təsdiqləyin',
      text: 'Parlay-a xoş gəlmisiniz! E-poçtunuzu {link} keçidini açaraq və ya {code} kodunu daxil edərək təsdiqləyin.',
    },
    es: {
      subject: 'Confirma tu correo',
      text: '¡Bienvenido a Parlay! Confirma tu correo abriendo {link} o introduciendo el código {code}.',
    },
  },
  recovery: {
    en: {
      subject: 'Password recovery',
      text: 'Your password recovery code: {code}. You can also open {link}. If you did not ask for it, ignore this message.',
    },
    ru: {
      subject: 'Восстановление пароля',
      text: 'Код восстановления пароля: {code}. Также можно открыть {link}. Если вы не запрашивали его, проигнорируйте это сообщение.',
    },
    uk: {
      subject: 'Відновлення пароля',
      text: 'Код відновлення пароля: {code}. Також можна відкрити {link}. Якщо ви його не запитували, проігноруйте це повідомлення.',
    },
    kk: {
      subject: 'Құпиясөзді қалпына келтіру',
      text: 'Құпиясөзді қалпына келтіру коды: {code}. Сондай-ақ {link} сілтемесін ашуға болады. Егер сұрамаған болсаңыз, бұл хабарды елемеңіз.',
    },
    az: {
      subject: 'Şifrənin bərpası',
      text: 'Şifrə bərpa kodunuz: {code}. Həmçinin {link} keçidini aça bilərsiniz. Əgər bunu siz istəməmisinizsə, bu mesajı nəzərə almayın.',
    },
    es: {
      subject: 'Recuperación de contraseña',
      text: 'Tu código para recuperar la contraseña: {code}. También puedes abrir {link}. Si no lo has pedido, ignora este mensaje.',
    },
  },
  credentials: {
    en: {
      subject: 'Your Parlay account',
      text: 'Your login: {login}. Your password: {password}. Confirm this email: {link}',
    },
    ru: {
      subject: 'Ваш аккаунт Parlay',
      text: 'Ваш логин: {login}. Ваш пароль: {password}. Подтвердите этот email: {link}',
    },
    uk: {
      subject: 'Ваш акаунт Parlay',
      text: 'Ваш логін: {login}. Ваш пароль: {password}. Підтвердьте цей email: {link}',
    },
    kk: {
      subject: 'Сіздің Parlay аккаунтыңыз',
      text: 'Логиніңіз: {login}. Құпиясөзіңіз: {password}. Осы email-ді растаңыз: {link}',
    },
    az: {
      subject: 'Parlay hesabınız',
      text: 'Loqininiz: {login}. Şifrəniz: {password}. Bu e-poçtu təsdiqləyin: {link}',
    },
    es: {
      subject: 'Tu cuenta de Parlay',
      text: 'Tu usuario: {login}. Tu contraseña: {password}. Confirma este correo: {link}',
    },
  },
};

export function messageLanguageOf(lang: string | undefined): MessageLanguage {
  return isSiteLanguageCode(lang) ? lang : 'en';
}

/** The subject and text of a message kind in a language, placeholders filled in. */
export function renderMessage(
  kind: MessageKind,
  lang: string | undefined,
  values: Partial<Record<'code' | 'link' | 'login' | 'password', string>>,
): MessageText {
  const template = messageTexts[kind][messageLanguageOf(lang)];
  const fill = (text: string) =>
    text.replace(/\{(code|link|login|password)\}/g, (_, name: keyof typeof values) => values[name] ?? '');
  return { subject: fill(template.subject), text: fill(template.text) };
}
