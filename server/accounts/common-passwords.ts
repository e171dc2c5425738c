/**
 * The passwords that lead every public breach list (the "top 10k" lists compiled from leaked
 * dumps), plus the usual number and symbol endings of the most common words. Anyone trying
 * passwords against an account tries these first, so none of them may be chosen.
 */
const listed = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang
1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer
trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger
sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233
george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777
pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole
chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer silver
222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange
11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky
snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea
smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar
monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple
hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london
tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester
mother forever johnny edward 333333 oliver redsox player nikita knight fender barney
midnight please brandy chicago badboy slayer rangers charles angel flower rabbit wizard
bigdick jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine
winter prince panties marine ghbdtn fishing cocacola casper james 232323 raiders 888888
marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren angela
bitch spanky thx1138 angels madison winston shannon mike toyota blowjob jordan23 canada
sophie apples dick tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy
cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle horny
abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123
booger asdf 1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket
viking redskins butthead asdfghjkl 1212 sierra peaches gemini doctor wilson sandra
helpme qwertyui victor florida dolphin pookie captain tucker blue liverpool theman bandit
dolphins maddog packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana
jeremy suckit stupid porn monica elephant giants jackass hotdog rosebud success debbie
mountain 444444 xxxxxxxx warrior 1q2w3e4r5t 123456q albert metallic lucky azerty 7777
shithead alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie gators benjamin
voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney rush2112
1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy loveme gordon
legend jessie stella qwert eminem arthur apple nissan bullshit bear america 1qazxsw2
nothing parker 4444 rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd
december 2222 102030 252525 11223344 magic apollo skippy 315475 girls kitten golf
copper braves shelby godzilla beaver fred tomcat august buddy airborne 1993 1988
lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness blink182
power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover
abcdef 00000 pakistan 007007 walter playboy blazer cricket sniper hooters donkey
willow loveyou jenny ginger1 qwe123 spiderman hello123 welcome1 welcome123 admin
admin123 administrator changeme letmein1 iloveyou1 sunshine1 princess1 football1
monkey123 dragon123 master123 shadow123 baseball1 superman1 trustno1! password123
password12 password! passw0rd! p@ssword p@ssw0rd pa55word pa55w0rd password2
password3 passwort motdepasse contraseña senha123 qwertyuiop123 1qaz2wsx3edc
zaq12wsx zaq1zaq1 abcdefgh abcdefg1 aa123456 a1234567 a12345678 1234abcd 12345qwert
qwerty12 qwerty1 qwerty1234 asdf1234 zxcv1234 zxcvbnm1 11112222 12121212 13131313
147258369 147852369 159951 741852963 963852741 123698745 1234512345 0987654321
00000000 99999999 77777777 66666666 55555555 44444444 33333333 22222222 12345678910
iloveyou2 ilovegod jesus123 blessed1 godisgood christ trinity1 sunflower butterfly
princesa tequiero teamo123 lovelove babygirl babygirl1 baby123 mybaby chocolate
starwars1 pokemon1 minecraft minecraft1 fortnite roblox123 computer1 internet1
letmeinnow whatever1 football123 baseball123 basketball soccer123 hockey123
michael1 jennifer1 jessica1 charlie1 michelle1 superstar rockstar1 liverpool1
chelsea1 arsenal1 manchester barcelona juventus realmadrid 1qw23er4 qweasdzxc
qweasd123 asd123 zxc123 zxcasdqwe asdqwe123 q1w2e3 q1w2e3r4t5y6 1q2w3e 1q2w3e4r5t6y
washi123 stationery stickers letmein123 trustme1 secret123 default guest123 test1234
testtest testing123 hello1234 helloworld summer2024 summer2025 winter2024 winter2025
spring2025 autumn2025 january1 february1 password2024 password2025 password2026
`;

/** Endings people add to a common word to pass a length rule. */
const endings = ["1", "12", "123", "1234", "!", "1!", "01", "2024", "2025", "2026"];

const baseWords = [
  "password",
  "qwerty",
  "iloveyou",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "welcome",
  "dragon",
  "monkey",
  "letmein",
  "shadow",
  "master",
  "superman",
  "batman",
  "starwars",
  "trustno1",
  "michael",
  "jennifer",
  "charlie",
  "freedom",
  "whatever",
  "computer",
  "summer",
  "winter",
  "flower",
  "hello",
  "admin",
];

const commonPasswords = new Set([
  ...listed.split(/\s+/).filter(Boolean),
  ...baseWords.flatMap((word) => endings.map((ending) => `${word}${ending}`)),
]);

export function isCommonPassword(password: string) {
  return commonPasswords.has(password.trim().toLowerCase());
}

export const commonPasswordCount = commonPasswords.size;
