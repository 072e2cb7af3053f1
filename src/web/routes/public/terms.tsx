// /naudojimosi-taisykles: the terms for clients and salons, the salons' data-processing terms among them.
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
import type { Route } from './+types/terms';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const brand = loaderData?.brandName ?? DEFAULT_BRAND_NAME;
  return pageMeta({
    matches,
    path: buildRoute('terms'),
    title: `Naudojimosi taisyklės – ${brand}`,
    description: `Platformos „${brand}“ naudojimosi taisyklės klientams ir salonams: paskyra, registracija vizitams, atsiliepimai ir salonų duomenų tvarkymo sąlygos.`,
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return { brandName: context.brandName, email: context.services.contact.platformEmail() };
}

function sections(brand: string, email: string): LegalSection[] {
  const mail = <LegalLink to={`mailto:${email}`}>{email}</LegalLink>;
  const privacy = <LegalLink to={buildRoute('privacy_policy')}>privatumo politikoje</LegalLink>;
  return [
    {
      id: 'apie-platforma',
      title: 'Apie platformą',
      content: (
        <>
          <p>
            „{brand}“ – vieta, kur klientai randa grožio specialistus ir registruojasi vizitams internetu, o
            salonai tvarko vizitus, darbo laiką ir klientus. Paslaugas teikia ir už jų kokybę atsako salonas;
            mes suteikiame priemones registracijai ir bendravimui.
          </p>
          <p>
            Naudodamiesi platforma ir susikūrę paskyrą, sutinkate su šiomis taisyklėmis. Kaip tvarkome jūsų
            duomenis, aprašėme {privacy}.
          </p>
        </>
      ),
    },
    {
      id: 'paskyra',
      title: 'Paskyra',
      content: (
        <LegalList
          items={[
            'Paskyrą kuriate sau, nurodote tikrą vardą ir el. pašto adresą, kuriuo gausite patvirtinimus ir priminimus.',
            'Slaptažodį saugokite patys; rekomenduojame įjungti dviejų veiksnių autentifikavimą paskyros saugumo skiltyje.',
            'Paskyrą galite bet kada ištrinti patys. Už piktnaudžiavimą – pavyzdžiui, registracijas svetimu vardu, nuolatinį neatvykimą ar įžeidžiančius atsiliepimus – paskyrą galime apriboti.',
          ]}
        />
      ),
    },
    {
      id: 'vizitai',
      title: 'Registracija vizitams',
      content: (
        <LegalList
          items={[
            'Pasirinkę paslaugą ir laiką, užsiregistruojate pas saloną. Jei salonas vizitus tvirtina pats, apie patvirtinimą pranešime atskirai.',
            'Paslaugų kainas ir trukmę nustato salonas. Už paslaugas mokate salone – internetu mokėjimų šiuo metu nepriimame.',
            'Vizitą galite atšaukti patys iki salono nustatyto termino (dažniausiai – likus 24 valandoms). Vėliau – susisiekite su salonu.',
            'Salonas gali vizitą atšaukti ar perkelti; apie tai jums pranešime el. paštu ir paskyroje.',
            'Jei neatvykstate neatšaukę, salonas gali tai pažymėti savo įrašuose.',
          ]}
        />
      ),
    },
    {
      id: 'atsiliepimai',
      title: 'Atsiliepimai',
      content: (
        <>
          <p>
            Atsiliepimą galite palikti tik po įvykusio vizito. Rašykite sąžiningai ir mandagiai: be įžeidimų,
            kitų žmonių asmens duomenų ir reklamos.
          </p>
          <p>
            Taisyklių nesilaikantį atsiliepimą galime paslėpti – apie tai jums parašysime ir nurodysime
            priežastį.
          </p>
        </>
      ),
    },
    {
      id: 'salonams',
      title: 'Salonams',
      content: (
        <LegalList
          items={[
            'Salonas atsako už savo profilio, paslaugų, kainų ir darbo laiko teisingumą ir už tai, kad suteiktų paslaugas, pas kurias klientai užsiregistravo.',
            'Klientų korteles mato salono savininkai ir administratoriai, specialistai – tik savo vizitų klientų informaciją; kam kokį vaidmenį suteikti, sprendžia salonas.',
            'Mokestis už platformą nurodomas sąskaitų skiltyje.',
            'Paskelbdamas verslą salonas sutinka su toliau pateiktomis duomenų tvarkymo sąlygomis.',
          ]}
        />
      ),
    },
    {
      id: DATA_PROCESSING_TERMS_ANCHOR,
      title: 'Duomenų tvarkymo sąlygos',
      content: (
        <>
          <p>
            Šios sąlygos yra salono (duomenų valdytojo) ir platformos „{brand}“ (duomenų tvarkytojo)
            susitarimas pagal BDAR 28 straipsnį. Salonas jas priima paskelbdamas verslą; priimtų sąlygų
            versiją, laiką ir asmenį įrašome prie verslo.
          </p>
          <LegalTable
            caption="Duomenų tvarkymo dalykas"
            head={['Kas', 'Sąlyga']}
            rows={[
              [
                'Dalykas ir tikslas',
                'Salono klientų registracija vizitams, vizitų tvarkymas, priminimai ir klientų kortelės.',
              ],
              ['Duomenų subjektai', 'Salono klientai ir jo komandos nariai.'],
              [
                'Duomenys',
                'Vardas, telefono numeris, el. paštas, vizitų istorija, kliento ir salono pastabos. Pastabose gali būti sveikatos duomenų (pvz., alergijos) – specialios kategorijos duomenų.',
              ],
              [
                'Trukmė',
                'Kol salonas naudojasi platforma, ir iki 30 dienų po to duomenims grąžinti ar ištrinti.',
              ],
            ]}
          />
          <p>Platforma, kaip duomenų tvarkytoja:</p>
          <LegalList
            items={[
              'tvarko duomenis tik pagal salono nurodymus – tai, ką salonas daro sistemoje, ir tai, ko jis prašo raštu – ir nenaudoja jų savo tikslams;',
              'užtikrina, kad duomenis galintys matyti platformos darbuotojai įsipareigoję saugoti konfidencialumą, o prieiga suteikiama tik padėti salonui ar taisyti gedimą;',
              'saugo duomenis tinkamomis priemonėmis: šifruotu ryšiu, prieiga pagal vaidmenį salone, neatkuriamai užšifruotais slaptažodžiais ir dviejų veiksnių autentifikavimu;',
              'pasitelkia tik būtinus pagalbinius tvarkytojus – serverių nuomos, el. pašto siuntimo ir naršyklių pranešimų paslaugas – ir apie jų pasikeitimą praneša iš anksto, kad salonas galėtų prieštarauti;',
              'padeda salonui įgyvendinti klientų teises: kliento kortelę salonas gali ištrinti pats, o klientas pats gali atsisiųsti savo duomenis ar ištrinti paskyrą;',
              'apie duomenų saugumo pažeidimą praneša salonui nepagrįstai nedelsdama, kad šis galėtų laiku pranešti priežiūros institucijai;',
              'pasibaigus sutarčiai, salono pasirinkimu grąžina arba ištrina jo klientų duomenis, nebent įstatymas reikalauja juos saugoti;',
              'pateikia salonui informaciją, kurios reikia įrodyti, kad šių sąlygų laikomasi.',
            ]}
          />
          <p>
            Salonas atsako, kad duomenis renka teisėtai, kad sveikatos duomenis užsirašo tik tiek, kiek reikia
            saugiai suteikti paslaugą, ir kad prieigą prie klientų kortelių turi tik tie komandos nariai,
            kuriems jos reikia.
          </p>
        </>
      ),
    },
    {
      id: 'atsakomybe',
      title: 'Atsakomybė',
      content: (
        <p>
          Stengiamės, kad platforma veiktų be trikdžių, tačiau negalime užtikrinti, kad ji niekada nesutriks.
          Neatsakome už salono suteiktas paslaugas ir jų kokybę – dėl jų kreipkitės į saloną. Ši nuostata
          neriboja vartotojo teisių, kurių negalima apriboti pagal įstatymą.
        </p>
      ),
    },
    {
      id: 'pakeitimai',
      title: 'Taisyklių pakeitimai',
      content: (
        <p>
          Taisykles galime keisti, kai keičiasi platforma ar teisės aktai. Iš esmės pakeitę taisykles ar{' '}
          <LegalLink to={buildRoute('privacy_policy')}>privatumo politiką</LegalLink>, kitą kartą prisijungus
          paprašysime jūsų jas patvirtinti.
        </p>
      ),
    },
    {
      id: 'gincai',
      title: 'Ginčai ir kontaktai',
      content: (
        <>
          <p>
            Taikoma Lietuvos Respublikos teisė. Kilus nesutarimui, pirmiausia parašykite mums {mail} arba per{' '}
            <LegalLink to={buildRoute('contact')}>kontaktų formą</LegalLink> – atsakysime per 14 dienų.
            Vartotojas taip pat gali kreiptis į Valstybinę vartotojų teisių apsaugos tarnybą (
            <LegalLink to="https://vvtat.lrv.lt">vvtat.lrv.lt</LegalLink>).
          </p>
        </>
      ),
    },
  ];
}

const lead = (brand: string) => (
  <p>
    Taisyklės klientams ir salonams, besinaudojantiems platforma „{brand}“, kartu su salonų duomenų tvarkymo
    sąlygomis.
  </p>
);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData} title="Naudojimosi taisyklės" lead={lead} sections={sections} />;
}
