import { isSiteLanguageCode, type SiteLanguageCode } from '@parlay/domain';

/** The languages of the demo sign-in page (the site's six); English is the fallback. */
export type DemoPageLanguage = SiteLanguageCode;

export interface DemoPageTexts {
  title: string;
  /** The warning that this is no real account provider (shown first, announced to screen readers). */
  notice: string;
  explanation: string;
  name: string;
  email: string;
  continue: string;
  cancel: string;
  invalidEmail: string;
  invalidName: string;
  badRequestTitle: string;
  badRequest: string;
  expired: string;
}

export const demoPageTexts: Record<DemoPageLanguage, DemoPageTexts> = {
  en: {
    title: 'Demo sign-in',
    notice: 'Demo sign-in provider built into Parlay — not a real account provider.',
    explanation:
      'It stands where Google or another provider would be, so you can try social sign-in. Type any name and email: nothing is checked and no mail is sent to this address.',
    name: 'Display name',
    email: 'Email',
    continue: 'Continue',
    cancel: 'Cancel',
    invalidEmail: 'Enter an email address such as name@example.com.',
    invalidName: 'Enter a name of up to 100 characters.',
    badRequestTitle: 'This sign-in request cannot be used',
    badRequest:
      'The link that opened this page is incomplete or not for this site. Go back to Parlay and start signing in again.',
    expired: 'This sign-in page has expired. Go back to Parlay and start signing in again.',
  },
  ru: {
    title: 'Демо-вход',
    notice:
      'Демонстрационный провайдер входа, встроенный в Parlay, — не настоящий провайдер учётных записей.',
    explanation:
      'Он стоит там, где был бы Google или другой провайдер, чтобы можно было попробовать вход через соцсети. Введите любое имя и email: ничего не проверяется, письма на этот адрес не отправляются.',
    name: 'Отображаемое имя',
    email: 'Email',
    continue: 'Продолжить',
    cancel: 'Отмена',
    invalidEmail: 'Введите адрес электронной почты, например name@example.com.',
    invalidName: 'Введите имя длиной до 100 символов.',
    badRequestTitle: 'Этот запрос на вход нельзя использовать',
    badRequest:
      'Ссылка, открывшая эту страницу, неполная или не для этого сайта. Вернитесь в Parlay и начните вход заново.',
    expired: 'Срок действия этой страницы входа истёк. Вернитесь в Parlay и начните вход заново.',
  },
  uk: {
    title: 'Демо-вхід',
    notice:
      'Демонстраційний провайдер входу, вбудований у Parlay, — не справжній провайдер облікових записів.',
    explanation:
      'Він стоїть там, де був би Google чи інший провайдер, щоб можна було спробувати вхід через соцмережі. Введіть будь-яке ім’я та email: нічого не перевіряється, листи на цю адресу не надсилаються.',
    name: 'Ім’я для показу',
    email: 'Email',
    continue: 'Продовжити',
    cancel: 'Скасувати',
    invalidEmail: 'Введіть адресу електронної пошти, наприклад name@example.com.',
    invalidName: 'Введіть ім’я довжиною до 100 символів.',
    badRequestTitle: 'Цей запит на вхід не можна використати',
    badRequest:
      'Посилання, що відкрило цю сторінку, неповне або не для цього сайту. Поверніться до Parlay і почніть вхід знову.',
    expired: 'Термін дії цієї сторінки входу минув. Поверніться до Parlay і почніть вхід знову.',
  },
  kk: {
    title: 'Демо кіру',
    notice: 'Parlay-ға кіріктірілген демо кіру провайдері — нақты тіркелгі провайдері емес.',
    explanation:
      'Ол Google немесе басқа провайдердің орнында тұр, сондықтан әлеуметтік желі арқылы кіруді байқап көруге болады. Кез келген атау мен email енгізіңіз: ештеңе тексерілмейді, бұл мекенжайға хат жіберілмейді.',
    name: 'Көрсетілетін атау',
    email: 'Email',
    continue: 'Жалғастыру',
    cancel: 'Бас тарту',
    invalidEmail: 'Электрондық пошта мекенжайын енгізіңіз, мысалы name@example.com.',
    invalidName: '100 таңбаға дейінгі атау енгізіңіз.',
    badRequestTitle: 'Бұл кіру сұрауын пайдалану мүмкін емес',
    badRequest:
      'Бұл бетті ашқан сілтеме толық емес немесе бұл сайтқа арналмаған. Parlay-ға оралып, кіруді қайта бастаңыз.',
    expired: 'Бұл кіру бетінің мерзімі өтті. Parlay-ға оралып, кіруді қайта бастаңыз.',
  },
  az: {
    title: 'Demo giriş',
    notice: 'Parlay-a daxil edilmiş demo giriş provayderi — əsl hesab provayderi deyil.',
    explanation:
      'O, Google və ya başqa provayderin yerində durur ki, sosial giriş sınaya biləsiniz. İstənilən ad və e-poçt yazın: heç nə yoxlanılmır və bu ünvana məktub göndərilmir.',
    name: 'Göstərilən ad',
    email: 'E-poçt',
    continue: 'Davam et',
    cancel: 'Ləğv et',
    invalidEmail: 'E-poçt ünvanı daxil edin, məsələn name@example.com.',
    invalidName: '100 simvola qədər ad daxil edin.',
    badRequestTitle: 'Bu giriş sorğusundan istifadə etmək olmur',
    badRequest:
      'Bu səhifəni açan keçid natamamdır və ya bu sayt üçün deyil. Parlay-a qayıdın və girişə yenidən başlayın.',
    expired: 'Bu giriş səhifəsinin vaxtı bitib. Parlay-a qayıdın və girişə yenidən başlayın.',
  },
  es: {
    title: 'Acceso de demostración',
    notice: 'Proveedor de acceso de demostración integrado en Parlay: no es un proveedor de cuentas real.',
    explanation:
      'Ocupa el lugar de Google u otro proveedor para que puedas probar el acceso con redes sociales. Escribe cualquier nombre y correo: no se comprueba nada y no se envía ningún correo a esa dirección.',
    name: 'Nombre visible',
    email: 'Correo electrónico',
    continue: 'Continuar',
    cancel: 'Cancelar',
    invalidEmail: 'Escribe una dirección de correo como name@example.com.',
    invalidName: 'Escribe un nombre de hasta 100 caracteres.',
    badRequestTitle: 'Esta solicitud de acceso no se puede usar',
    badRequest:
      'El enlace que abrió esta página está incompleto o no es para este sitio. Vuelve a Parlay y empieza a acceder de nuevo.',
    expired: 'Esta página de acceso ha caducado. Vuelve a Parlay y empieza a acceder de nuevo.',
  },
};

/** The page's language: the site's `lng` cookie, else the browser's first supported language, else English. */
export function demoPageLanguage(
  lngCookie: string | undefined,
  acceptLanguage: string | undefined,
): DemoPageLanguage {
  const candidates = [
    lngCookie,
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase()),
  ];
  for (const candidate of candidates) if (isSiteLanguageCode(candidate)) return candidate;
  return 'en';
}
