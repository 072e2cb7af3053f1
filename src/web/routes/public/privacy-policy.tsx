// /privatumo-politika: who holds which data, why, for how long, and how a person uses their rights.
import { buildRoute } from '../../../contracts/routes.ts';
import { DATA_PROCESSING_TERMS_ANCHOR } from '../../../core/legal/terms-version.ts';
import {
  LegalDocument,
  LegalLink,
  LegalList,
  LegalTable,
  type LegalSection,
} from '../../features/legal/legal-document.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { DEFAULT_BRAND_NAME } from '../../shell/shell-data.ts';
import type { Route } from './+types/privacy-policy';

const ACCOUNT_DATA_PATH = `${buildRoute('account')}/saugumas#duomenys`;
const DPA_PATH = `${buildRoute('terms')}#${DATA_PROCESSING_TERMS_ANCHOR}`;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const brand = loaderData?.brandName ?? DEFAULT_BRAND_NAME;
  return pageMeta({
    matches,
    path: buildRoute('privacy_policy'),
    title: `Privatumo politika – ${brand}`,
    description: `Kaip „${brand}“ ir salonai tvarko jūsų asmens duomenis: kas už ką atsako, ką ir kiek laiko saugome, slapukai ir kaip pasinaudoti savo teisėmis.`,
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return { brandName: context.brandName, email: context.services.contact.platformEmail() };
}

function sections(brand: string, email: string): LegalSection[] {
  const mail = <LegalLink to={`mailto:${email}`}>{email}</LegalLink>;
  return [
    {
      id: 'kas-tvarko',
      title: 'Kas tvarko jūsų duomenis',
      content: (
        <>
          <p>Platformoje „{brand}“ jūsų duomenis tvarko dvi šalys, ir kiekviena atsako už savo dalį:</p>
          <LegalList
            items={[
              <>
                <strong className="font-semibold text-zinc-900">Platforma „{brand}“</strong> yra jūsų paskyros
                duomenų valdytoja: vardo, el. pašto adreso, telefono numerio, slaptažodžio, prisijungimų,
                pranešimų nustatymų ir atsiliepimų.
              </>,
              <>
                <strong className="font-semibold text-zinc-900">Kiekvienas salonas</strong> yra savo klientų
                kortelių, pastabų ir vizitų istorijos valdytojas. Šiuos duomenis salonui saugome ir tvarkome
                mes – kaip duomenų tvarkytojas (BDAR 28 straipsnis), tik pagal salono nurodymus ir{' '}
                <LegalLink to={DPA_PATH}>duomenų tvarkymo sąlygas</LegalLink>.
              </>,
            ]}
          />
          <p>
            Dėl paskyros kreipkitės į mus: {mail} arba per{' '}
            <LegalLink to={buildRoute('contact')}>kontaktų formą</LegalLink>. Dėl to, ką salonas užrašė jūsų
            kortelėje, kreipkitės į saloną – jo kontaktus rasite salono puslapyje. Jei nežinote, kam rašyti,
            parašykite mums: prašymą perduosime salonui.
          </p>
        </>
      ),
    },
    {
      id: 'kokie-duomenys',
      title: 'Kokius duomenis tvarkome ir kodėl',
      content: (
        <>
          <LegalTable
            caption="Duomenys, tikslai ir teisinis pagrindas"
            head={['Duomenys', 'Kam jų reikia ir kuo remiamės']}
            rows={[
              [
                'Paskyra: vardas, el. paštas, telefono numeris, slaptažodis',
                'Kad galėtumėte prisijungti ir registruotis vizitams, o salonas – su jumis susisiekti. Sutarties vykdymas (BDAR 6 str. 1 d. b p.). Slaptažodį saugome tik kaip neatkuriamą maišos reikšmę.',
              ],
              [
                'Vizitai: salonas, paslauga, specialistas, laikas, kaina, jūsų pastaba',
                'Kad salonas žinotų, ko ir kada laukti, o jūs matytumėte savo vizitus. Sutarties vykdymas.',
              ],
              [
                'Pranešimai: el. laiškai, pranešimai paskyroje ir naršyklėje (push)',
                'Vizitų patvirtinimai, pakeitimai ir priminimai. Sutarties vykdymas; naršyklės pranešimai – tik jums juos leidus. Kuriuos pranešimus gauti, pasirenkate paskyroje.',
              ],
              [
                'Atsiliepimai: įvertinimas, komentaras, jūsų vardas',
                'Rodomi salono puslapyje, kad kiti rastų gerą specialistą. Atsiliepimą paliekate savo noru.',
              ],
              [
                'Saugumas: prisijungimai, IP adresas, naršyklė, klaidų pranešimai',
                'Kad apsaugotume paskyras nuo įsilaužimų ir taisytume gedimus. Teisėtas interesas (BDAR 6 str. 1 d. f p.).',
              ],
              ['Žinutės per kontaktų formą', 'Kad galėtume jums atsakyti. Teisėtas interesas.'],
              [
                'Salono pasiūlymai ir priminimai apsilankyti vėl: el. laiškai',
                'Tik to salono, kuriam davėte sutikimą (BDAR 6 str. 1 d. a p.). Saugome, kada ir kur sutikote bei kada atšaukėte.',
              ],
            ]}
          />
          <p>
            Rinkodaros laiškus siunčiame tik jums sutikus, ir kiekvienam salonui atskirai: registruodamiesi
            vizitui galite pažymėti langelį, kad sutinkate gauti to salono pasiūlymus ir priminimus
            apsilankyti vėl (jis niekada nebūna pažymėtas iš anksto ir jo žymėti nebūtina). Tada tas salonas
            gali jums atsiųsti kvietimą vėl užsiregistruoti, kai nuo paskutinio vizito praeina kelios
            savaitės, o naujų vizitų jame neturite. Sutikimą duodate ir atšaukiate tik jūs – salonas to
            padaryti už jus negali. Atšaukti galite bet kada paskyroje („Salonų pasiūlymai“) arba vienu
            paspaudimu kiekviename tokiame laiške (nuoroda „Atsisakyti“ ir pašto programos mygtukas). Salonas
            mato, ar ir nuo kada sutikote. Vizitų patvirtinimus, pakeitimus ir priminimus gausite
            nepriklausomai nuo šio sutikimo, ir reklamos juose nebūna.
          </p>
        </>
      ),
    },
    {
      id: 'sveikatos-duomenys',
      title: 'Pastabos apie sveikatą',
      content: (
        <>
          <p>
            Salonas jūsų kortelėje gali užsirašyti tai, ką svarbu žinoti prieš procedūrą, pavyzdžiui,
            alergijas ar odos jautrumą. Tai sveikatos duomenys – ypatinga duomenų kategorija (BDAR 9
            straipsnis), todėl juos saugome ypač atidžiai:
          </p>
          <LegalList
            items={[
              'pastabas mato tik to salono savininkai ir administratoriai, o specialistas – savo vizito su jumis informacijoje;',
              'kiti salonai jų nemato, ir jos niekur neskelbiamos;',
              'platformos darbuotojai jas gali pamatyti tik padėdami salonui ar taisydami gedimą;',
              'pastabos įtraukiamos į jūsų duomenų kopiją ir ištrinamos kartu su paskyra arba salonui ištrynus kortelę.',
            ]}
          />
          <p>
            Už tai, ką ir kodėl salonas užrašo, atsako salonas. Norėdami pastabas pataisyti ar ištrinti,
            kreipkitės į saloną.
          </p>
        </>
      ),
    },
    {
      id: 'gavejai',
      title: 'Kam duomenys perduodami',
      content: (
        <>
          <p>Jūsų duomenų neparduodame. Juos gauna tik tie, be kurių paslauga neveiktų:</p>
          <LegalList
            items={[
              'salonas, kuriame registruojatės: jūsų vardas, kontaktai, vizitas ir pastaba jam;',
              'el. pašto siuntimo paslauga, kuria išsiunčiame laiškus;',
              'naršyklės gamintojo pranešimų tarnyba (pvz., „Google“, „Apple“, „Mozilla“), jei įjungėte naršyklės pranešimus: ji gauna tik užšifruotą pranešimą;',
              'serverių nuomos paslauga, kurioje veikia platforma.',
            ]}
          />
          <p>Valstybės institucijoms duomenis teikiame tik tada, kai to reikalauja įstatymas.</p>
        </>
      ),
    },
    {
      id: 'saugojimas',
      title: 'Kiek laiko saugome',
      content: (
        <>
          <LegalTable
            caption="Saugojimo terminai"
            head={['Duomenys', 'Terminas']}
            rows={[
              [
                'Paskyra',
                'Kol ją turite. Ištrynus paskyrą iš karto ištrinami profilis, prisijungimai, pranešimai, naršyklės pranešimų prenumeratos ir nustatymai.',
              ],
              [
                'Vizitų įrašai salone',
                'Salonas juos pasilieka savo apskaitai, bet ištrynus paskyrą ar kortelę iš jų pašalinami jūsų vardas, telefonas, el. paštas ir pastabos. Atsiliepimai lieka be jūsų vardo.',
              ],
              ['Prisijungimo sesija', 'Baigiasi po 30 dienų be apsilankymų arba jums atsijungus.'],
              [
                'Nuorodos laiškuose',
                'El. pašto patvirtinimo – 24 valandos, slaptažodžio keitimo – 1 valanda, kvietimo – 7 dienos.',
              ],
              [
                'Nepavykusių laiškų ir pranešimų įrašai',
                'Iki 1 metų – kad galėtume išsiaiškinti, kodėl laiškas nenuėjo.',
              ],
              [
                'Klaidų pranešimai ir žinutės per kontaktų formą',
                'Kol jų reikia gedimui ištaisyti ar atsakymui. Ištrynus paskyrą jie nebesiejami su paskyra; jei norite, kad ištrintume ir juos, parašykite mums.',
              ],
              ['Slapukų pasirinkimas', '1 metai.'],
            ]}
          />
        </>
      ),
    },
    {
      id: 'teises',
      title: 'Jūsų teisės ir kaip jomis pasinaudoti',
      content: (
        <>
          <p>Jūs turite teisę:</p>
          <LegalList
            items={[
              <>
                <strong className="font-semibold text-zinc-900">
                  susipažinti su savo duomenimis ir gauti jų kopiją
                </strong>{' '}
                – paskyros skiltyje <LegalLink to={ACCOUNT_DATA_PATH}>„Jūsų duomenys“</LegalLink> paspauskite
                „Atsisiųsti mano duomenis“: gausite failą su profiliu, vizitais, salonų kortelėmis (ir jų
                pastabomis), atsiliepimais, pranešimais ir prisijungimais;
              </>,
              <>
                <strong className="font-semibold text-zinc-900">ištaisyti duomenis</strong> – vardą ir
                telefoną pakeisite paskyroje, el. pašto adresą – parašę mums, o kortelės įrašus – kreipęsi į
                saloną;
              </>,
              <>
                <strong className="font-semibold text-zinc-900">ištrinti duomenis</strong> – ten pat
                paspauskite „Ištrinti paskyrą“. Jei esate vienintelis salono savininkas, pirmiausia perduokite
                saloną kitam savininkui;
              </>,
              <>
                <strong className="font-semibold text-zinc-900">
                  apriboti tvarkymą, nesutikti su tvarkymu ir perkelti duomenis
                </strong>{' '}
                – parašykite mums, atsakysime per 30 dienų;
              </>,
              <>
                <strong className="font-semibold text-zinc-900">pateikti skundą</strong> Valstybinei duomenų
                apsaugos inspekcijai (<LegalLink to="https://vdai.lrv.lt">vdai.lrv.lt</LegalLink>), jei
                manote, kad jūsų duomenys tvarkomi netinkamai.
              </>,
            ]}
          />
          <p>Prašymus dėl paskyros siųskite {mail}; dėl salono kortelės – salonui.</p>
        </>
      ),
    },
    {
      id: 'slapukai',
      title: 'Slapukai',
      content: (
        <>
          <p>Pirmą kartą apsilankius klausiame, kokius slapukus leidžiate:</p>
          <LegalList
            items={[
              <>
                <strong className="font-semibold text-zinc-900">„Tik būtini“</strong> – tik tie, be kurių
                svetainė neveiktų: prisijungimo sesija ir jūsų slapukų pasirinkimas;
              </>,
              <>
                <strong className="font-semibold text-zinc-900">„Sutinku“</strong> – leidžiate ir analitinius
                slapukus, kurie padėtų suprasti, kaip svetaine naudojamasi.
              </>,
            ]}
          />
          <p>
            Šiuo metu svetainė neįkelia jokių analitikos, reklamos ar kitų trečiųjų šalių scenarijų ir žymų –
            veikia tik būtinieji slapukai, ką bepasirinktumėte. Jei kada nors tokių atsiras, jie bus įkeliami
            tik pasirinkusiems „Sutinku“. Pasirinkimą prisimename metus; norėdami jį pakeisti, ištrinkite šios
            svetainės slapukus naršyklėje – klausimą pamatysite vėl.
          </p>
          <p>
            Įrenginyje taip pat laikome keletą techninių žymų, pavyzdžiui, kad tas pats langas neatsidarytų
            dukart.
          </p>
        </>
      ),
    },
    {
      id: 'pakeitimai',
      title: 'Pakeitimai ir kontaktai',
      content: (
        <>
          <p>
            Iš esmės pakeitę šią politiką ar{' '}
            <LegalLink to={buildRoute('terms')}>naudojimosi taisykles</LegalLink>, paprašysime jūsų jas
            patvirtinti kitą kartą prisijungus.
          </p>
          <p>
            Klausimus dėl privatumo siųskite {mail} arba per{' '}
            <LegalLink to={buildRoute('contact')}>kontaktų formą</LegalLink>.
          </p>
        </>
      ),
    },
  ];
}

const lead = (brand: string) => (
  <p>
    Čia paprastai paaiškiname, kokius jūsų duomenis tvarko „{brand}“ ir salonai, kuriuose registruojatės,
    kodėl ir kiek laiko, ir kaip galite juos gauti, pataisyti ar ištrinti.
  </p>
);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData} title="Privatumo politika" lead={lead} sections={sections} />;
}
