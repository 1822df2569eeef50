/** Products (the demo catalogue): every product, in shop order, built with ./product-builder. */

import type { SeedProduct } from './departments';
import { CORTE_FATIADA, group, MOAGEM } from './product-builder';
import { R } from './recipes';

const BEEF = '#8e2424';
const PORK = '#c4706a';
const CHICKEN = '#c98a2e';

// One product per line: [slug, name, manufacturer, price, description, extras].
// prettier-ignore
export const PRODUCTS: readonly SeedProduct[] = [
  // ----- Bovinos -----------------------------------------------------------------------------------
  ...group('bovinos', 'cortes-nobres', { profile: 'corte', cooking: ['Churrasco', 'Grelha'], color: BEEF }, [
    ['picanha-bovina-angus', 'Picanha Bovina Angus', 'Friboi', '119.90', 'Picanha Angus com capa de gordura uniforme e marmoreio delicado. Suculenta e macia, é a rainha do churrasco baiano.', { salesVolume: 4820, options: CORTE_FATIADA(5), recipes: [R.picanhaSalGrosso, R.picanhaManteiga] }],
    ['picanha-bovina', 'Picanha Bovina', 'Swift', '89.90', 'Picanha tradicional, selecionada peça a peça no nosso açougue. Perfeita no espeto com sal grosso.', { salesVolume: 5230, promo: 15, options: CORTE_FATIADA(5) }],
    ['picanha-black-angus-maturada', 'Picanha Black Angus Premium Maturada 28 Dias', 'Marfrig', '149.90', 'Maturada a seco por 28 dias para um sabor intenso e textura amanteigada. Para ocasiões especiais.', { salesVolume: 910, profile: 'peca', cooking: ['Churrasco', 'Grelha', 'Forno'] }],
    ['maminha-bovina', 'Maminha Bovina', 'Minerva', '54.90', 'Corte macio e com pouca gordura, ótimo inteiro no forno ou fatiado na grelha.', { salesVolume: 2140, cooking: ['Churrasco', 'Forno', 'Assado'], options: CORTE_FATIADA(4), recipes: [R.maminhaForno] }],
    ['fraldinha-bovina', 'Fraldinha Bovina', 'Friboi', '49.90', 'Fibras longas e muito sabor. Grelhe inteira e fatie contra as fibras para uma carne suculenta.', { salesVolume: 2980, promo: 12, cooking: ['Churrasco', 'Grelha', 'Forno'], options: { type: 'Corte', values: [{ name: 'Peça inteira', slugSuffix: '' }, { name: 'Em tiras', slugSuffix: 'em-tiras', priceDeltaPercent: 4 }] }, recipes: [R.fraldinhaManteiga] }],
    ['alcatra-bovina', 'Alcatra Bovina', 'Swift', '52.90', 'Versátil e saborosa: em bifes para o dia a dia ou em cubos para espetinho.', { salesVolume: 2460, cooking: ['Churrasco', 'Grelha', 'Frigideira'], options: { type: 'Corte', values: [{ name: 'Peça inteira', slugSuffix: '' }, { name: 'Em bifes', slugSuffix: 'em-bifes', priceDeltaPercent: 3 }, { name: 'Em cubos para espeto', slugSuffix: 'em-cubos', priceDeltaPercent: 5 }] } }],
    ['contrafile-bovino', 'Contrafilé Bovino', 'Friboi', '59.90', 'Contrafilé com a capa de gordura que garante sabor na brasa. Excelente em bifes altos.', { salesVolume: 2710, cooking: ['Churrasco', 'Grelha', 'Frigideira'] }],
    ['file-mignon-bovino', 'Filé Mignon Bovino', 'Minerva', '99.90', 'O corte mais macio do boi, limpo e sem cordão. Ideal para medalhões, estrogonofe e carpaccio.', { salesVolume: 1890, promo: 10, cooking: ['Grelha', 'Frigideira', 'Forno'], options: { type: 'Corte', values: [{ name: 'Peça inteira', slugSuffix: '' }, { name: 'Em medalhões', slugSuffix: 'medalhoes', priceDeltaPercent: 8 }] }, recipes: [R.fileMadeira] }],
    ['bife-ancho-angus', 'Bife Ancho Angus', 'Marfrig', '109.90', 'Miolo do acém com marmoreio generoso, corte preferido dos parrilleiros. Alto, suculento e aromático.', { salesVolume: 780 }],
    ['bife-de-chorizo-angus', 'Bife de Chorizo Angus', 'Marfrig', '104.90', 'Corte argentino do contrafilé, alto e com uma fina capa de gordura. Sal grosso e brasa forte bastam.', { salesVolume: 640 }],
    ['t-bone-bovino', 'T-bone Bovino', 'Swift', '79.90', 'Dois cortes em um: contrafilé e filé mignon separados pelo osso em T. Impressiona na grelha.', { salesVolume: 520 }],
    ['file-de-costela-wagyu', 'Filé de Costela Wagyu Marmoreio 6', 'Casa da Carne', '289.90', 'Wagyu com marmoreio nota 6, que derrete na boca. Produção limitada.', { salesVolume: 150, stock: 0, profile: 'fino' }],
    ['tomahawk-angus', 'Tomahawk Angus', 'Marfrig', '139.90', 'Bife ancho com o osso da costela inteiro. Uma peça de cerca de 1,2 Kg para dividir em boa companhia.', { salesVolume: 430, profile: 'peca', cooking: ['Churrasco', 'Grelha', 'Forno'] }],
    ['prime-rib-bovino', 'Prime Rib Bovino', 'Minerva', '94.90', 'Costela alta com o miolo do contrafilé, suculenta e cheia de sabor. Perfeita no forno ou na brasa.', { salesVolume: 390, profile: 'peca', cooking: ['Churrasco', 'Forno', 'Assado'] }],
    ['denver-steak-angus', 'Denver Steak Angus', 'Marfrig', '84.90', 'Corte do acém com marmoreio marcante e maciez surpreendente. Grelhe ao ponto para malpassado.', { salesVolume: 460, promo: 25 }],
  ]),
  ...group('bovinos', 'cortes-do-dia-a-dia', { profile: 'corte', cooking: ['Panela', 'Frigideira'], color: '#9a2c2a' }, [
    ['acem-bovino', 'Acém Bovino', 'Friboi', '36.90', 'Carne de sabor marcante para cozidos, ensopados e carne de panela. Rende muito e fica macia.', { salesVolume: 1680, cooking: ['Panela', 'Cozido'] }],
    ['patinho-bovino', 'Patinho Bovino', 'Swift', '44.90', 'Carne magra e macia, ótima para bifes, picadinho e para moer na hora.', { salesVolume: 2390 }],
    ['musculo-bovino', 'Músculo Bovino', 'Friboi', '38.90', 'Rico em colágeno, deixa o caldo encorpado. O corte certo para carne de panela e sopas.', { salesVolume: 1430, promo: 15, cooking: ['Panela', 'Cozido'], recipes: [R.carneDePanela] }],
    ['coxao-mole-bovino', 'Coxão Mole Bovino', 'Minerva', '46.90', 'Macio e magro, rende bifes à milanesa, rolês e iscas acebolados.', { salesVolume: 1960, cooking: ['Frigideira', 'Fritura', 'Panela'] }],
    ['coxao-duro-bovino', 'Coxão Duro Bovino', 'Minerva', '42.90', 'Firme e saboroso, ideal para assados lentos, carne de panela e para fazer carne de sol.', { salesVolume: 870, cooking: ['Panela', 'Forno', 'Cozido'] }],
    ['lagarto-bovino', 'Lagarto Bovino', 'Swift', '45.90', 'Peça magra e uniforme, clássica para carne assada recheada e rosbife.', { salesVolume: 760, cooking: ['Forno', 'Panela', 'Assado'] }],
    ['paleta-bovina', 'Paleta Bovina', 'Friboi', '37.90', 'Corte do dianteiro com muito sabor, excelente para ensopados e carne desfiada.', { salesVolume: 690, cooking: ['Panela', 'Cozido'] }],
    ['peito-bovino', 'Peito Bovino', 'Friboi', '34.90', 'O brisket brasileiro: cozido lentamente fica macio e desfia fácil. Ótimo no defumador.', { salesVolume: 540, cooking: ['Cozido', 'Panela', 'Assado'] }],
    ['cupim-bovino', 'Cupim Bovino', 'Minerva', '49.90', 'A corcova do boi nelore, entremeada de gordura. Assado devagar fica de desmanchar.', { salesVolume: 1720, cooking: ['Forno', 'Assado', 'Churrasco'], profile: 'peca', recipes: [R.cupimForno] }],
    ['carne-de-sol-bovina', 'Carne de Sol Bovina', 'Casa da Carne', '54.90', 'Feita no nosso açougue com coxão duro e pouco sal, do jeito nordestino. Frita na manteiga de garrafa é imbatível.', { salesVolume: 2050, cooking: ['Frigideira', 'Grelha', 'Fritura'], recipes: [R.carneDeSol] }],
    ['cubos-para-picadinho', 'Cubos de Carne para Picadinho', 'Casa da Carne', '42.90', 'Patinho e alcatra cortados em cubos pequenos, prontos para o picadinho ou o estrogonofe.', { salesVolume: 980, profile: 'fino' }],
    ['capa-de-file-bovina', 'Capa de Filé Bovina', 'Friboi', '39.90', 'Corte suculento que envolve o contrafilé. Ótimo em panela de pressão e no forno.', { salesVolume: 410, cooking: ['Panela', 'Assado'] }],
    ['miolo-da-paleta-bovina', 'Miolo da Paleta Bovina', 'Swift', '41.90', 'A parte mais macia da paleta, boa para bifes de panela, assados e carne louca.', { salesVolume: 350, cooking: ['Panela', 'Forno'] }],
  ]),
  ...group('bovinos', 'costelas', { profile: 'grande', cooking: ['Churrasco', 'Forno', 'Assado'], color: '#7d2120' }, [
    ['costela-janela-bovina', 'Costela Janela Bovina', 'Friboi', '39.90', 'Costela com carne entre os ossos e capa de gordura: a preferida para o fogo de chão.', { salesVolume: 2210, recipes: [R.costelaFogoDeChao] }],
    ['costela-ripa-bovina', 'Costela Ripa Bovina', 'Swift', '36.90', 'Costela serrada em ripas, prática para a churrasqueira e para a panela de pressão.', { salesVolume: 1540, promo: 12, cooking: ['Churrasco', 'Panela', 'Assado'] }],
    ['costela-minga-bovina', 'Costela Minga Bovina', 'Minerva', '44.90', 'Ponta da costela com muita carne e gordura entremeada. Macia depois de horas no bafo.', { salesVolume: 890 }],
    ['costela-bovina-desossada', 'Costela Bovina Desossada', 'Friboi', '49.90', 'Toda a suculência da costela, sem osso. Rende mais e assa por igual.', { salesVolume: 760, cooking: ['Forno', 'Panela', 'Assado'], profile: 'peca' }],
    ['costela-bovina-em-tiras', 'Costela Bovina em Tiras para Panela', 'Casa da Carne', '32.90', 'Tiras de costela cortadas na serra, para vaca atolada e caldos de fim de semana.', { salesVolume: 620, cooking: ['Panela', 'Cozido'], profile: 'corte' }],
    ['costela-fogo-de-chao-inteira', 'Costela Bovina Fogo de Chão Inteira', 'Marfrig', '42.90', 'Manta inteira de costela para assar por horas na brasa. Encomende com antecedência para festas.', { salesVolume: 310, profile: 'grande', defaultQuantity: 5000 }],
    ['short-rib-angus', 'Short Rib Angus', 'Marfrig', '69.90', 'Costela Angus em pedaços com osso, para defumar ou assar lentamente até desmanchar.', { salesVolume: 450, profile: 'corte', cooking: ['Churrasco', 'Assado', 'Forno'] }],
  ]),
  ...group('bovinos', 'carne-moida', { profile: 'fino', cooking: ['Panela', 'Frigideira'], color: '#a3322c' }, [
    ['carne-moida-de-patinho', 'Carne Moída de Patinho', 'Casa da Carne', '46.90', 'Patinho limpo, moído na hora do seu pedido. Magra e perfeita para molhos e recheios.', { salesVolume: 3890, options: MOAGEM, recipes: [R.picadinho] }],
    ['carne-moida-de-acem', 'Carne Moída de Acém', 'Casa da Carne', '34.90', 'Acém moído com a gordura certa para um molho à bolonhesa saboroso e econômico.', { salesVolume: 3120, promo: 15, options: MOAGEM }],
    ['carne-moida-de-coxao-mole', 'Carne Moída de Coxão Mole', 'Casa da Carne', '44.90', 'Moída na hora, magra e macia. Ótima para quibe, almôndegas e escondidinho.', { salesVolume: 1270, options: MOAGEM }],
    ['carne-moida-de-fraldinha', 'Carne Moída de Fraldinha', 'Casa da Carne', '49.90', 'Suculenta e saborosa, ideal para hambúrguer caseiro e almôndegas.', { salesVolume: 690, options: MOAGEM }],
    ['carne-moida-congelada-500g', 'Carne Moída Bovina Congelada 500 g', 'Seara', '21.90', 'Bandeja prática congelada em porções, pronta para o dia a dia.', { salesVolume: 1180, profile: 'un' }],
    ['kafta-bovina-temperada', 'Kafta Bovina Temperada', 'Casa da Carne', '54.90', 'Carne moída temperada com cebola, hortelã e especiarias árabes. Modele no espeto e leve à brasa.', { salesVolume: 580, cooking: ['Churrasco', 'Grelha', 'Forno'] }],
  ]),
  ...group('bovinos', 'miudos', { profile: 'fino', cooking: ['Panela', 'Cozido'], color: '#6e1c24' }, [
    ['figado-bovino', 'Fígado Bovino', 'Friboi', '22.90', 'Fígado fresco e limpo, rico em ferro. Acebolado é tradição no almoço.', { salesVolume: 970, cooking: ['Frigideira', 'Fritura'], recipes: [R.figadoAcebolado] }],
    ['bucho-bovino', 'Bucho Bovino', 'Casa da Carne', '19.90', 'Bucho limpo e escaldado, pronto para a dobradinha ou o sarapatel.', { salesVolume: 480, hasImage: false }],
    ['rabada-bovina', 'Rabada Bovina', 'Friboi', '42.90', 'Rabada em rodelas, gelatinosa e saborosa. Com agrião, é o almoço de domingo perfeito.', { salesVolume: 820, stock: 0, recipes: [R.rabada] }],
    ['lingua-bovina', 'Língua Bovina', 'Friboi', '32.90', 'Língua inteira e fresca, macia depois de cozida na pressão. Deliciosa ao molho.', { salesVolume: 260 }],
    ['coracao-bovino', 'Coração Bovino', 'Casa da Carne', '24.90', 'Coração fresco, magro e firme. Em tiras na brasa ou em ensopado.', { salesVolume: 210, cooking: ['Churrasco', 'Panela'] }],
    ['mocoto-bovino', 'Mocotó Bovino', 'Casa da Carne', '16.90', 'Mocotó serrado e limpo, a base de um caldo encorpado e revigorante.', { salesVolume: 390, cooking: ['Cozido'] }],
    ['rim-bovino', 'Rim Bovino', 'Casa da Carne', '18.90', 'Rim fresco e limpo, para o clássico rim ao molho madeira.', { salesVolume: 90 }],
  ]),

  // ----- Suínos ------------------------------------------------------------------------------------
  ...group('suinos', 'cortes-suinos', { profile: 'corte', cooking: ['Forno', 'Assado'], color: PORK }, [
    ['pernil-suino', 'Pernil Suíno', 'Sadia', '24.90', 'Pernil macio e suculento, para assar inteiro nas festas ou desfiar no sanduíche.', { salesVolume: 1980, promo: 15, profile: 'peca', options: { type: 'Corte', values: [{ name: 'Com osso', slugSuffix: '' }, { name: 'Desossado', slugSuffix: 'desossado', priceDeltaPercent: 12 }] }, recipes: [R.pernilAssado] }],
    ['lombo-suino', 'Lombo Suíno', 'Perdigão', '32.90', 'Carne magra e macia, ótima assada, recheada ou em bifes na frigideira.', { salesVolume: 1560, cooking: ['Forno', 'Assado', 'Frigideira'] }],
    ['bisteca-suina', 'Bisteca Suína', 'Aurora', '26.90', 'Bisteca com osso e capa de gordura, dourada na frigideira ou na grelha.', { salesVolume: 1720, cooking: ['Grelha', 'Frigideira', 'Churrasco'] }],
    ['joelho-suino', 'Joelho Suíno', 'Frimesa', '22.90', 'Joelho com pele, para o eisbein pururuca ou para enriquecer a feijoada.', { salesVolume: 380, cooking: ['Cozido', 'Forno', 'Assado'] }],
    ['file-mignon-suino', 'Filé Mignon Suíno', 'Aurora', '36.90', 'Macio e magro, fica perfeito em medalhões com bacon ou assado com mostarda e mel.', { salesVolume: 890, cooking: ['Grelha', 'Frigideira', 'Forno'] }],
    ['copa-lombo-suina', 'Copa Lombo Suína', 'Frimesa', '34.90', 'Corte marmorizado e suculento, o queridinho do churrasco de porco.', { salesVolume: 740, cooking: ['Churrasco', 'Grelha'] }],
    ['paleta-suina', 'Paleta Suína', 'Sadia', '21.90', 'Paleta com osso, saborosa e econômica para assar ou fazer carne de porco desfiada.', { salesVolume: 460, cooking: ['Forno', 'Assado', 'Panela'] }],
    ['picanha-suina', 'Picanha Suína', 'Aurora', '38.90', 'A picanha do porco, com capa de gordura fina. Vai bem no espeto com sal grosso.', { salesVolume: 1120, cooking: ['Churrasco', 'Grelha'] }],
  ]),
  ...group('suinos', 'costelinha-e-barriga', { profile: 'corte', cooking: ['Churrasco', 'Forno', 'Assado'], color: '#b9625d' }, [
    ['costelinha-suina', 'Costelinha Suína', 'Sadia', '32.90', 'Costelinha carnuda, perfeita ao barbecue no forno ou na brasa.', { salesVolume: 2380, options: { type: 'Corte', values: [{ name: 'Inteira', slugSuffix: '' }, { name: 'Cortada em ripas', slugSuffix: 'em-ripas', priceDeltaPercent: 3 }] }, recipes: [R.costelinhaBarbecue] }],
    ['panceta-suina', 'Panceta Suína', 'Frimesa', '34.90', 'Camadas de carne e gordura com pele, para torresmo pururuca e churrasco.', { salesVolume: 1840, promo: 20, cooking: ['Churrasco', 'Forno', 'Fritura'], recipes: [R.torresmo] }],
    ['barriga-suina-com-pele', 'Barriga Suína com Pele', 'Aurora', '29.90', 'Barriga inteira com pele, para pururuca no forno ou porchetta recheada.', { salesVolume: 690, cooking: ['Forno', 'Fritura', 'Assado'] }],
    ['panceta-role-temperada', 'Panceta Rolê Temperada', 'Casa da Carne', '42.90', 'Panceta enrolada e amarrada com tempero da casa. Pronta para o forno ou para a brasa.', { salesVolume: 520 }],
    ['torresmo-pre-frito', 'Torresmo de Barriga Pré-frito', 'Casa da Carne', '49.90', 'Cubos de barriga cozidos e pré-fritos: é só fritar ou levar à air fryer para pururucar.', { salesVolume: 1310, profile: 'fino', cooking: ['Fritura', 'Air fryer'] }],
    ['costelinha-suina-temperada', 'Costelinha Suína Temperada com Alho e Limão', 'Casa da Carne', '36.90', 'Costelinha marinada no nosso tempero de alho, limão e ervas. É só assar.', { salesVolume: 970 }],
  ]),
  ...group('suinos', 'bacon-e-defumados', { profile: 'fino', cooking: ['Frigideira', 'Forno'], color: '#a8504a' }, [
    ['bacon-em-manta', 'Bacon em Manta', 'Sadia', '44.90', 'Bacon defumado em peça, para cortar na espessura que quiser.', { salesVolume: 1450, cooking: ['Frigideira', 'Forno', 'Fritura'] }],
    ['bacon-fatiado-250g', 'Bacon Fatiado 250 g', 'Seara', '14.90', 'Fatias finas e crocantes, defumadas com lenha. Prontas para o café da manhã e o hambúrguer.', { salesVolume: 2210, promo: 15, profile: 'un' }],
    ['lombo-canadense-fatiado', 'Lombo Canadense Fatiado', 'Sadia', '59.90', 'Lombo defumado e cozido, em fatias finas para sanduíches e tábuas de frios.', { salesVolume: 340, cooking: ['Frigideira'] }],
    ['costelinha-suina-defumada', 'Costelinha Suína Defumada', 'Aurora', '39.90', 'Costelinha defumada que perfuma o feijão, a feijoada e a sopa de ervilha.', { salesVolume: 610, cooking: ['Cozido', 'Forno'] }],
    ['bacon-em-cubos-500g', 'Bacon em Cubos 500 g', 'Perdigão', '24.90', 'Cubinhos de bacon prontos para farofas, caldos e carbonara.', { salesVolume: 880, profile: 'un', cooking: ['Frigideira', 'Fritura'] }],
  ]),

  // ----- Aves --------------------------------------------------------------------------------------
  ...group('aves', 'cortes-de-frango', { profile: 'corte', cooking: ['Forno', 'Frigideira', 'Air fryer'], color: CHICKEN }, [
    ['coxa-de-frango', 'Coxa de Frango', 'Sadia', '16.90', 'Coxas suculentas, ótimas assadas com batatas ou na air fryer.', { salesVolume: 2640, cooking: ['Forno', 'Assado', 'Air fryer'] }],
    ['sobrecoxa-de-frango', 'Sobrecoxa de Frango', 'Seara', '17.90', 'A parte mais saborosa do frango. Com pele, fica dourada e crocante no forno.', { salesVolume: 2310, cooking: ['Forno', 'Churrasco', 'Air fryer'] }],
    ['coxa-e-sobrecoxa-de-frango', 'Coxa e Sobrecoxa de Frango', 'Perdigão', '15.90', 'Coxa e sobrecoxa juntas, econômicas e suculentas para o almoço da família.', { salesVolume: 1780, cooking: ['Forno', 'Panela', 'Assado'] }],
    ['asa-de-frango', 'Asa de Frango', 'Sadia', '18.90', 'Asas inteiras para petiscos na brasa, fritas ou no forno com molho barbecue.', { salesVolume: 1350, cooking: ['Churrasco', 'Fritura', 'Air fryer'] }],
    ['tulipa-de-frango', 'Tulipa de Frango', 'Seara', '24.90', 'Coxinhas da asa já cortadas em tulipa: o petisco preferido do futebol.', { salesVolume: 1690, cooking: ['Fritura', 'Air fryer', 'Forno'] }],
    ['meio-da-asa-de-frango', 'Meio da Asa de Frango', 'Seara', '26.90', 'Meio da asa, o famoso drumette: crocante por fora e macio por dentro.', { salesVolume: 820, cooking: ['Fritura', 'Air fryer', 'Churrasco'] }],
    ['peito-de-frango-com-osso', 'Peito de Frango com Osso', 'Sadia', '19.90', 'Peito inteiro com osso, para assar, cozinhar e desfiar.', { salesVolume: 1260, cooking: ['Cozido', 'Forno', 'Panela'] }],
    ['file-de-peito-de-frango', 'Filé de Peito de Frango', 'Sadia', '27.90', 'Filé limpo, sem pele e sem osso. Grelhado, empanado ou no estrogonofe.', { salesVolume: 4110, promo: 12, cooking: ['Grelha', 'Frigideira', 'Air fryer'], recipes: [R.strogonoff] }],
    ['sobrecoxa-desossada', 'Sobrecoxa de Frango Desossada sem Pele', 'Seara', '29.90', 'Sobrecoxa sem osso e sem pele, suculenta na grelha e no espetinho.', { salesVolume: 1040, cooking: ['Churrasco', 'Grelha', 'Frigideira'] }],
    ['file-sassami', 'Filé Sassami de Frango', 'Perdigão', '29.90', 'A parte mais macia do peito, em tiras prontas para grelhar ou empanar.', { salesVolume: 730, cooking: ['Grelha', 'Frigideira', 'Fritura'] }],
  ]),
  ...group('aves', 'aves-inteiras', { profile: 'grande', cooking: ['Forno', 'Assado'], color: '#bf7f2c' }, [
    ['frango-inteiro-resfriado', 'Frango Inteiro Resfriado', 'Sadia', '14.90', 'Frango inteiro e fresco, nunca congelado. Fica dourado e suculento no forno.', { salesVolume: 2090, options: { type: 'Corte', values: [{ name: 'Inteiro', slugSuffix: '' }, { name: 'Cortado a passarinho', slugSuffix: 'a-passarinho', priceDeltaPercent: 5 }] }, recipes: [R.frangoAssado] }],
    ['frango-caipira-inteiro', 'Frango Caipira Inteiro', 'Casa da Carne', '29.90', 'Frango caipira de criação solta, carne firme e saborosa. Perfeito ao molho pardo ou ensopado.', { salesVolume: 460, cooking: ['Panela', 'Cozido', 'Forno'] }],
    ['galeto-temperado', 'Galeto Temperado', 'Casa da Carne', '29.90', 'Galeto inteiro aberto e marinado no nosso tempero. Na brasa fica pronto em 40 minutos.', { salesVolume: 870, profile: 'un', cooking: ['Churrasco', 'Assado'] }],
    ['chester-perdigao', 'Chester Perdigão', 'Perdigão', '39.90', 'Ave de carne farta e macia, temperada e pronta para assar nas festas de fim de ano.', { salesVolume: 320, stock: 0 }],
    ['peru-temperado', 'Peru Temperado', 'Sadia', '36.90', 'Peru temperado com pop-up que avisa o ponto certo. A estrela da ceia.', { salesVolume: 180 }],
    ['frango-a-passarinho-temperado', 'Frango a Passarinho Temperado', 'Casa da Carne', '21.90', 'Pedaços pequenos marinados com alho e limão, prontos para fritar ou para a air fryer.', { salesVolume: 1130, profile: 'corte', cooking: ['Fritura', 'Air fryer'] }],
    ['steak-de-frango-empanado', 'Steak de Frango Empanado', 'Sadia', '12.90', 'Caixa com 4 steaks empanados e crocantes, prontos em minutos no forno ou na air fryer.', { salesVolume: 690, profile: 'un', cooking: ['Fritura', 'Air fryer', 'Forno'] }],
  ]),
  ...group('aves', 'miudos-de-frango', { profile: 'fino', cooking: ['Panela', 'Frigideira'], color: '#a5552e' }, [
    ['coracao-de-frango', 'Coração de Frango', 'Seara', '34.90', 'Coraçõezinhos limpos, estrelas do churrasco no espeto com alho e sal.', { salesVolume: 3050, promo: 15, cooking: ['Churrasco', 'Grelha'], recipes: [R.espetoCoracao] }],
    ['moela-de-frango', 'Moela de Frango', 'Sadia', '14.90', 'Moela limpa, para o petisco ao molho de tomate com muita cebola.', { salesVolume: 520, hasImage: false, cooking: ['Panela', 'Cozido'] }],
    ['figado-de-frango', 'Fígado de Frango', 'Seara', '11.90', 'Fígado de frango fresco, acebolado ou em patê caseiro.', { salesVolume: 340, cooking: ['Frigideira', 'Fritura'] }],
    ['pe-de-frango', 'Pé de Frango', 'Casa da Carne', '9.90', 'Pés limpos e sem unha, ricos em colágeno, para caldos e canjas.', { salesVolume: 240, cooking: ['Cozido', 'Panela'] }],
  ]),

  // ----- Hambúrgueres e Blends ---------------------------------------------------------------------
  ...group('hamburgueres-e-blends', 'hamburgueres', { profile: 'un', cooking: ['Grelha', 'Churrasco', 'Frigideira'], color: '#7c3322' }, [
    ['hamburguer-bovino-180g', 'Hambúrguer Bovino Artesanal 180 g', 'Casa da Carne', '8.90', 'Blend da casa de acém, peito e costela, modelado à mão. Alto e suculento.', { salesVolume: 3650, options: { type: 'Embalagem', values: [{ name: 'Unidade', slugSuffix: '' }, { name: 'Pacote com 4', slugSuffix: 'pacote-com-4', priceDeltaPercent: 280 }] }, recipes: [R.hamburguerCaseiro] }],
    ['hamburguer-bovino-150g', 'Hambúrguer Bovino Artesanal 150 g', 'Casa da Carne', '7.50', 'Tamanho ideal para o lanche em casa, com 20% de gordura para não ressecar.', { salesVolume: 2420, promo: 15 }],
    ['hamburguer-de-costela-180g', 'Hambúrguer de Costela 180 g', 'Casa da Carne', '10.90', 'Feito só com costela bovina: sabor intenso e muita suculência.', { salesVolume: 2180 }],
    ['hamburguer-de-picanha-180g', 'Hambúrguer de Picanha 180 g', 'Casa da Carne', '12.90', 'Picanha moída com a própria gordura, para um hambúrguer com gosto de churrasco.', { salesVolume: 2870 }],
    ['hamburguer-costela-com-bacon-180g', 'Hambúrguer Artesanal de Costela com Bacon Defumado 180 g', 'Casa da Carne', '13.90', 'Costela bovina com pedacinhos de bacon defumado misturados na massa. Irresistível.', { salesVolume: 1460 }],
    ['hamburguer-angus-200g', 'Hambúrguer Angus 200 g', 'Marfrig', '14.90', 'Carne Angus certificada, marmoreio e sabor de churrascaria.', { salesVolume: 940 }],
    ['hamburguer-recheado-cheddar', 'Hambúrguer Recheado com Cheddar 180 g', 'Casa da Carne', '11.90', 'Recheio de cheddar cremoso que derrete por dentro enquanto grelha.', { salesVolume: 1210 }],
    ['hamburguer-de-fraldinha-180g', 'Hambúrguer de Fraldinha 180 g', 'Casa da Carne', '11.50', 'Fraldinha moída grossa, para quem gosta de textura e sabor de carne.', { salesVolume: 760 }],
    ['hamburguer-de-frango-120g', 'Hambúrguer de Frango 120 g', 'Sadia', '4.90', 'Hambúrguer de frango temperado, leve e prático.', { salesVolume: 580, cooking: ['Grelha', 'Frigideira', 'Air fryer'] }],
    ['hamburguer-bovino-caixa-672g', 'Hambúrguer Bovino Congelado Caixa 672 g', 'Sadia', '24.90', 'Caixa com 12 hambúrgueres de 56 g, para a criançada e o lanche rápido.', { salesVolume: 990, cooking: ['Frigideira', 'Grelha'] }],
  ]),
  ...group('hamburgueres-e-blends', 'smash-e-mini', { profile: 'un', cooking: ['Grelha', 'Frigideira'], color: '#8b3b24' }, [
    ['smash-burger-bovino-90g', 'Smash Burger Bovino 90 g – Pacote com 4', 'Casa da Carne', '24.90', 'Bolinhas de 90 g prontas para amassar na chapa bem quente e criar aquela crosta.', { salesVolume: 1880, recipes: [R.smashBurger] }],
    ['smash-de-costela-80g', 'Smash de Costela 80 g – Pacote com 6', 'Casa da Carne', '29.90', 'Costela moída porcionada para smash: crosta crocante e muito sabor.', { salesVolume: 1020 }],
    ['mini-hamburguer-50g', 'Mini Hambúrguer 50 g – Pacote com 12', 'Casa da Carne', '32.90', 'Mini burgers para festas, sliders e aniversários.', { salesVolume: 640 }],
    ['smash-de-picanha-90g', 'Smash Burger de Picanha 90 g – Pacote com 4', 'Casa da Carne', '34.90', 'Picanha porcionada para smash, com gordura na medida certa.', { salesVolume: 520, stock: 0 }],
  ]),
  ...group('hamburgueres-e-blends', 'blends', { profile: 'fino', cooking: ['Grelha', 'Frigideira', 'Churrasco'], color: '#93301f' }, [
    ['blend-da-casa', 'Blend da Casa (Acém, Peito e Costela)', 'Casa da Carne', '49.90', 'Nosso blend assinatura com 20% de gordura, moído na hora do pedido.', { salesVolume: 2290, options: { type: 'Preparo', values: [{ name: 'Moído', slugSuffix: '' }, { name: 'Porcionado 150 g', slugSuffix: 'porcionado-150g', priceDeltaPercent: 6 }, { name: 'Porcionado 180 g', slugSuffix: 'porcionado-180g', priceDeltaPercent: 6 }] }, recipes: [R.blendCaseiro, R.smashBurger] }],
    ['blend-costela-e-peito', 'Blend Costela e Peito 70/30', 'Casa da Carne', '46.90', 'Costela e peito bovino na proporção clássica das hamburguerias.', { salesVolume: 1180 }],
    ['blend-angus-gordura-de-picanha', 'Blend Angus com Gordura de Picanha', 'Casa da Carne', '64.90', 'Carne Angus com gordura de picanha: sabor amanteigado e muita suculência.', { salesVolume: 760 }],
    ['blend-fraldinha-com-bacon', 'Blend Fraldinha com Bacon', 'Casa da Carne', '52.90', 'Fraldinha moída com bacon defumado, para burgers com sabor de defumação.', { salesVolume: 690 }],
    ['blend-classico-80-20', 'Blend Clássico 80/20', 'Casa da Carne', '42.90', 'Acém e peito com 20% de gordura: o equilíbrio perfeito para o dia a dia.', { salesVolume: 1330 }],
    ['blend-wagyu-e-brisket', 'Blend Wagyu e Brisket', 'Casa da Carne', '89.90', 'Wagyu e peito bovino moídos juntos: o hambúrguer mais suculento da casa.', { salesVolume: 270 }],
  ]),

  // ----- Linguiças ---------------------------------------------------------------------------------
  ...group('linguicas', 'linguicas-suinas', { profile: 'corte', cooking: ['Churrasco', 'Frigideira', 'Forno'], color: '#a3402e' }, [
    ['linguica-toscana', 'Linguiça Toscana', 'Aurora', '21.90', 'A linguiça que não pode faltar no churrasco: suína, temperada e suculenta.', { salesVolume: 4630, promo: 15, options: { type: 'Espessura', values: [{ name: 'Gomo tradicional', slugSuffix: '' }, { name: 'Fina para espeto', slugSuffix: 'fina', priceDeltaPercent: 4 }] }, recipes: [R.linguicaAcebolada] }],
    ['linguica-calabresa-defumada', 'Linguiça Calabresa Defumada', 'Sadia', '27.90', 'Calabresa defumada, levemente picante, para acebolada, pizza e feijão tropeiro.', { salesVolume: 2760, cooking: ['Frigideira', 'Churrasco', 'Cozido'] }],
    ['linguica-apimentada', 'Linguiça Apimentada', 'Frimesa', '24.90', 'Linguiça suína com pimenta calabresa, para quem gosta de um churrasco ardido.', { salesVolume: 1170 }],
    ['linguica-cuiabana', 'Linguiça Cuiabana', 'Casa da Carne', '32.90', 'Receita mato-grossense com carne suína, queijo e cebolinha.', { salesVolume: 830 }],
    ['linguica-toscana-com-queijo', 'Linguiça Toscana com Queijo', 'Perdigão', '26.90', 'Toscana recheada com cubinhos de queijo que derretem na brasa.', { salesVolume: 1540 }],
    ['linguica-de-pernil', 'Linguiça de Pernil', 'Frimesa', '25.90', 'Feita só com pernil suíno, magra e muito saborosa.', { salesVolume: 720 }],
    ['linguica-artesanal-coalho-e-pimenta', 'Linguiça Toscana Artesanal com Queijo Coalho e Pimenta', 'Casa da Carne', '36.90', 'Feita no nosso açougue com queijo coalho baiano e pimenta-de-cheiro.', { salesVolume: 980, promo: 12 }],
    ['linguica-portuguesa', 'Linguiça Portuguesa', 'Sadia', '34.90', 'Defumada e curada, perfuma caldos verdes, feijões e cozidos.', { salesVolume: 410, cooking: ['Cozido', 'Frigideira'] }],
  ]),
  ...group('linguicas', 'linguicas-de-frango', { profile: 'corte', cooking: ['Churrasco', 'Frigideira', 'Air fryer'], color: '#b66d37' }, [
    ['linguica-de-frango', 'Linguiça de Frango', 'Seara', '19.90', 'Linguiça leve de frango, temperada com ervas. Vai bem na brasa e na air fryer.', { salesVolume: 1890 }],
    ['linguica-de-frango-com-bacon', 'Linguiça de Frango com Bacon', 'Casa da Carne', '24.90', 'Frango e bacon defumado na mesma linguiça, sucesso garantido no churrasco.', { salesVolume: 1020 }],
    ['linguica-de-frango-com-queijo', 'Linguiça de Frango com Queijo', 'Perdigão', '22.90', 'Linguiça de frango recheada com queijo muçarela.', { salesVolume: 760 }],
    ['linguica-de-frango-com-ervas', 'Linguiça de Frango com Ervas Finas', 'Casa da Carne', '23.90', 'Frango, salsinha, cebolinha e manjericão: leve e aromática.', { salesVolume: 380 }],
  ]),
  ...group('linguicas', 'linguicas-especiais', { profile: 'fino', cooking: ['Churrasco', 'Grelha'], color: '#8c3327' }, [
    ['linguica-de-cordeiro', 'Linguiça de Cordeiro', 'Casa da Carne', '54.90', 'Carne de cordeiro com hortelã e alho, para um churrasco diferente.', { salesVolume: 260, stock: 0 }],
    ['linguica-de-costela-bovina', 'Linguiça de Costela Bovina', 'Casa da Carne', '42.90', 'Costela bovina moída e embutida, com todo o sabor do fogo de chão.', { salesVolume: 640 }],
    ['linguica-de-picanha', 'Linguiça de Picanha', 'Casa da Carne', '46.90', 'Picanha e sua gordura em forma de linguiça. Sal grosso e brasa.', { salesVolume: 870 }],
    ['linguica-mista-bovina-e-suina', 'Linguiça Mista Bovina e Suína', 'Pamplona', '29.90', 'Mistura equilibrada de carne bovina e suína, suculenta e bem temperada.', { salesVolume: 590 }],
    ['linguica-com-pimenta-biquinho', 'Linguiça Suína com Pimenta Biquinho', 'Casa da Carne', '34.90', 'Pimenta biquinho adocicada e carne suína: sabor sem ardência.', { salesVolume: 330 }],
  ]),

  // ----- Kits Churrasco ----------------------------------------------------------------------------
  ...group('kits-churrasco', 'kits-prontos', { profile: 'kit', cooking: ['Churrasco'], color: '#6b2a1a' }, [
    ['kit-churrasco-10-pessoas', 'Kit Churrasco Completo 10 Pessoas com Carvão e Acompanhamentos', 'Casa da Carne', '459.90', 'Picanha, fraldinha, linguiça toscana, coração, frango, pão de alho, carvão 5 kg, sal grosso e farofa. É só acender a churrasqueira.', { salesVolume: 1640, promo: 10, recipes: [R.kitChurrasco] }],
    ['kit-churrasco-5-pessoas', 'Kit Churrasco 5 Pessoas', 'Casa da Carne', '239.90', 'Maminha, linguiça toscana, tulipas de frango e pão de alho, na medida para um grupo pequeno.', { salesVolume: 1190 }],
    ['kit-churrasco-20-pessoas', 'Kit Churrasco 20 Pessoas', 'Casa da Carne', '879.90', 'Cerca de 8 Kg de carnes variadas, linguiças, frango, pão de alho e carvão para a festa toda.', { salesVolume: 410 }],
    ['kit-churrasco-casal', 'Kit Churrasco Casal', 'Casa da Carne', '129.90', 'Picanha fatiada, linguiça e pão de alho para um churrasco a dois.', { salesVolume: 980, promo: 15 }],
    ['kit-churrasco-economico', 'Kit Churrasco Econômico 10 Pessoas', 'Casa da Carne', '329.90', 'Alcatra, costela ripa, linguiça, coxa de frango e pão de alho, com ótimo rendimento.', { salesVolume: 860 }],
    ['kit-churrasco-premium-angus', 'Kit Churrasco Premium Angus', 'Casa da Carne', '699.90', 'Picanha Angus, bife ancho, chorizo, linguiça artesanal e carvão de eucalipto. Para impressionar.', { salesVolume: 220, stock: 0 }],
  ]),
  ...group('kits-churrasco', 'kits-especiais', { profile: 'kit', cooking: ['Churrasco', 'Assado'], color: '#74301c' }, [
    ['kit-costela-fogo-de-chao', 'Kit Costela Fogo de Chão', 'Casa da Carne', '259.90', 'Costela janela de cerca de 5 Kg, sal grosso, papel especial e carvão 10 kg.', { salesVolume: 320 }],
    ['kit-hamburguer-artesanal-4-pessoas', 'Kit Hambúrguer Artesanal 4 Pessoas', 'Casa da Carne', '89.90', 'Oito hambúrgueres de 150 g, pães brioche, cheddar fatiado e bacon.', { salesVolume: 740, cooking: ['Grelha', 'Frigideira'] }],
    ['kit-espetinhos-festa-50', 'Kit Espetinhos Festa com 50 Unidades', 'Casa da Carne', '279.90', 'Espetinhos variados de carne, frango, coração, linguiça e queijo coalho.', { salesVolume: 450 }],
    ['kit-picanha-e-pao-de-alho', 'Kit Picanha e Pão de Alho', 'Casa da Carne', '159.90', 'Uma picanha de cerca de 1,2 Kg e um pacote de pão de alho tradicional.', { salesVolume: 590 }],
  ]),
  ...group('kits-churrasco', 'espetinhos', { profile: 'espeto', cooking: ['Churrasco', 'Grelha'], color: '#7c3320' }, [
    ['espetinho-de-carne', 'Espetinho de Carne (Alcatra)', 'Casa da Carne', '6.90', 'Cubos de alcatra temperados no espeto de bambu, cerca de 100 g.', { salesVolume: 3410 }],
    ['espetinho-de-frango', 'Espetinho de Frango', 'Casa da Carne', '4.90', 'Sobrecoxa sem pele temperada com alho e limão.', { salesVolume: 2290 }],
    ['espetinho-de-coracao', 'Espetinho de Coração de Frango', 'Casa da Carne', '5.50', 'Coraçõezinhos temperados, prontos para a brasa.', { salesVolume: 1960 }],
    ['espetinho-de-linguica', 'Espetinho de Linguiça Toscana', 'Casa da Carne', '4.50', 'Gomos de linguiça toscana no espeto.', { salesVolume: 1480 }],
    ['espetinho-de-queijo-coalho', 'Espetinho de Queijo Coalho', 'Casa da Carne', '4.90', 'Queijo coalho no palito, para dourar na brasa e regar com melaço.', { salesVolume: 2130 }],
    ['espetinho-de-kafta', 'Espetinho de Kafta', 'Casa da Carne', '6.50', 'Kafta bovina com hortelã modelada no espeto.', { salesVolume: 720 }],
    ['espetinho-misto', 'Espetinho Misto (Carne, Frango e Linguiça)', 'Casa da Carne', '7.50', 'Carne, frango, linguiça, cebola e pimentão no mesmo espeto.', { salesVolume: 1010 }],
    ['espetinho-medalhao-de-frango', 'Espetinho de Medalhão de Frango com Bacon', 'Casa da Carne', '6.90', 'Cubos de frango enrolados no bacon: crocante e suculento.', { salesVolume: 880, promo: 15 }],
  ]),

  // ----- Feijoada ----------------------------------------------------------------------------------
  ...group('feijoada', 'carnes-salgadas', { profile: 'corte', cooking: ['Cozido', 'Panela'], color: '#843a29' }, [
    ['carne-seca-dianteiro', 'Carne Seca Dianteiro', 'Casa da Carne', '49.90', 'Carne seca macia e bem curada, para feijoada, escondidinho e arrumadinho.', { salesVolume: 1930, options: { type: 'Preparo', values: [{ name: 'Em peça', slugSuffix: '' }, { name: 'Dessalgada e em cubos', slugSuffix: 'dessalgada', priceDeltaPercent: 8 }] }, recipes: [R.escondidinho, R.feijoada] }],
    ['carne-seca-traseiro', 'Carne Seca Traseiro (Coxão Duro)', 'Casa da Carne', '64.90', 'Carne seca de coxão duro, magra e com fibras longas. Desfia que é uma beleza.', { salesVolume: 860 }],
    ['charque-bovino', 'Charque Bovino', 'Friboi', '39.90', 'Charque tradicional, salgado e seco ao sol. Essencial no arrumadinho e no feijão tropeiro.', { salesVolume: 1240, promo: 15, cooking: ['Cozido', 'Frigideira'] }],
    ['costela-suina-salgada', 'Costela Suína Salgada', 'Frimesa', '28.90', 'Costela suína curada no sal, dá aquele sabor profundo à feijoada.', { salesVolume: 770 }],
    ['pe-suino-salgado', 'Pé Suíno Salgado', 'Frimesa', '14.90', 'Pé suíno salgado e limpo, rico em colágeno para um caldo encorpado.', { salesVolume: 540, hasImage: false }],
    ['orelha-suina-salgada', 'Orelha Suína Salgada', 'Frimesa', '16.90', 'Orelha salgada e limpa, para a feijoada completa de verdade.', { salesVolume: 470, hasImage: false }],
    ['rabo-suino-salgado', 'Rabo Suíno Salgado', 'Frimesa', '22.90', 'Rabo suíno curado, com muita gelatina e sabor.', { salesVolume: 390 }],
    ['lombo-suino-salgado', 'Lombo Suíno Salgado', 'Frimesa', '32.90', 'Lombo curado no sal, carne magra que fica macia e saborosa na feijoada.', { salesVolume: 430 }],
  ]),
  ...group('feijoada', 'defumados-para-feijoada', { profile: 'fino', cooking: ['Cozido', 'Panela'], color: '#97462e' }, [
    ['paio-suino', 'Paio Suíno', 'Sadia', '34.90', 'Paio defumado de carne suína selecionada, indispensável na feijoada.', { salesVolume: 1350 }],
    ['calabresa-em-gomo-para-feijoada', 'Linguiça Calabresa em Gomo para Feijoada', 'Aurora', '26.90', 'Gomos de calabresa defumada, cortados em rodelas direto no caldeirão.', { salesVolume: 1010 }],
    ['costelinha-defumada-para-feijoada', 'Costelinha Defumada para Feijoada', 'Frimesa', '37.90', 'Costelinha suína defumada em ripas pequenas, no tamanho da panela.', { salesVolume: 620 }],
    ['lombo-defumado', 'Lombo Defumado', 'Aurora', '42.90', 'Lombo suíno defumado, macio e aromático.', { salesVolume: 340 }],
    ['orelha-suina-defumada', 'Orelha Suína Defumada', 'Casa da Carne', '18.90', 'Orelha defumada e limpa, pronta para a feijoada.', { salesVolume: 210 }],
  ]),
  ...group('feijoada', 'kits-feijoada', { profile: 'kit', cooking: ['Cozido'], color: '#5e2a1c' }, [
    ['kit-feijoada-completa-4-pessoas', 'Kit Feijoada Completa 4 Pessoas', 'Casa da Carne', '89.90', 'Carne seca, costela salgada, paio, calabresa, lombo, pé, orelha e bacon, já porcionados.', { salesVolume: 2140, promo: 12, recipes: [R.feijoada] }],
    ['kit-feijoada-8-pessoas', 'Kit Feijoada 8 Pessoas', 'Casa da Carne', '164.90', 'Todas as carnes da feijoada completa na medida para a família reunida.', { salesVolume: 1270 }],
    ['kit-feijoada-economico', 'Kit Feijoada Econômico', 'Casa da Carne', '69.90', 'Charque, costela salgada, calabresa e bacon: sabor de feijoada gastando pouco.', { salesVolume: 880 }],
    ['kit-feijoada-light', 'Kit Feijoada Light (sem Pé e Orelha)', 'Casa da Carne', '99.90', 'Carne seca, lombo, paio e calabresa, sem as partes mais gordas.', { salesVolume: 560 }],
  ]),

  // ----- Bebidas -----------------------------------------------------------------------------------
  ...group('bebidas', 'cervejas', { profile: 'bebida', cooking: [], color: '#b88a22', alcoholic: true }, [
    ['cerveja-heineken', 'Cerveja Heineken', 'Heineken', '5.49', 'Lager puro malte holandesa, refrescante e equilibrada. Bem gelada, acompanha qualquer churrasco.', { salesVolume: 4380, options: { type: 'Embalagem', values: [{ name: 'Lata 350 ml', slugSuffix: '' }, { name: 'Long neck 330 ml', slugSuffix: 'long-neck', priceDeltaPercent: 22 }] } }],
    ['cerveja-brahma-duplo-malte', 'Cerveja Brahma Duplo Malte', 'Ambev', '4.29', 'Mais sabor de malte e cremosidade, a cerveja do brasileiro.', { salesVolume: 3920, promo: 15, options: { type: 'Embalagem', values: [{ name: 'Lata 350 ml', slugSuffix: '' }, { name: 'Long neck 355 ml', slugSuffix: 'long-neck', priceDeltaPercent: 15 }] } }],
    ['cerveja-skol-lata-350ml', 'Cerveja Skol Lata 350 ml', 'Ambev', '3.79', 'Leve e redonda, para o calor de Salvador.', { salesVolume: 3560 }],
    ['cerveja-budweiser-long-neck', 'Cerveja Budweiser Long Neck 330 ml', 'Ambev', '5.99', 'American lager refrescante, com final limpo.', { salesVolume: 1480 }],
    ['cerveja-stella-artois-long-neck', 'Cerveja Stella Artois Long Neck 330 ml', 'Ambev', '6.99', 'Lager belga puro malte, elegante e com amargor suave.', { salesVolume: 1290 }],
    ['cerveja-corona-long-neck', 'Cerveja Corona Extra Long Neck 330 ml', 'Ambev', '7.49', 'Sirva com uma fatia de limão no gargalo.', { salesVolume: 1720 }],
    ['cerveja-original-600ml', 'Cerveja Antarctica Original 600 ml', 'Ambev', '9.99', 'A garrafa de 600 ml para dividir na mesa, encorpada e saborosa.', { salesVolume: 1160 }],
    ['cerveja-amstel-lata-350ml', 'Cerveja Amstel Lata 350 ml', 'Heineken', '4.49', 'Puro malte com sabor equilibrado e refrescância.', { salesVolume: 1340 }],
    ['pack-heineken-12-latas', 'Pack Heineken Lata 350 ml com 12 Unidades', 'Heineken', '62.90', 'Caixa com 12 latas para o churrasco não parar.', { salesVolume: 1870, maximumQuantity: 12 }],
    ['cerveja-devassa-lata-350ml', 'Cerveja Devassa Puro Malte Lata 350 ml', 'Heineken', '3.99', 'Puro malte leve e refrescante.', { salesVolume: 780 }],
  ]),
  ...group('bebidas', 'refrigerantes-e-aguas', { profile: 'bebida', cooking: [], color: '#a72e2a' }, [
    ['refrigerante-coca-cola', 'Refrigerante Coca-Cola', 'Coca-Cola', '4.99', 'O clássico refrigerante de cola, sempre gelado.', { salesVolume: 3870, options: { type: 'Embalagem', values: [{ name: 'Lata 350 ml', slugSuffix: '' }, { name: 'Garrafa 600 ml', slugSuffix: 'garrafa-600ml', priceDeltaPercent: 40 }] } }],
    ['refrigerante-coca-cola-2l', 'Refrigerante Coca-Cola 2 L', 'Coca-Cola', '12.99', 'Garrafa de 2 litros para a mesa toda.', { salesVolume: 2960 }],
    ['guarana-antarctica-2l', 'Guaraná Antarctica 2 L', 'Ambev', '9.49', 'O guaraná original do Brasil, refrescante e saboroso.', { salesVolume: 2540 }],
    ['refrigerante-fanta-laranja-2l', 'Refrigerante Fanta Laranja 2 L', 'Coca-Cola', '9.29', 'Sabor laranja, doce e refrescante.', { salesVolume: 1020 }],
    ['refrigerante-sprite-lata', 'Refrigerante Sprite Lata 350 ml', 'Coca-Cola', '4.49', 'Limão, leve e sem cafeína.', { salesVolume: 690 }],
    ['agua-mineral-indaia-500ml', 'Água Mineral Indaiá 500 ml', 'Indaiá', '2.29', 'Água mineral natural, leve e gelada.', { salesVolume: 2310 }],
    ['agua-mineral-indaia-1-5l', 'Água Mineral Indaiá 1,5 L', 'Indaiá', '3.99', 'Garrafa de 1,5 litro para a família.', { salesVolume: 1280 }],
    ['agua-de-coco-natural-1l', 'Água de Coco Natural 1 L', 'Casa da Carne', '11.90', 'Água de coco verde do litoral norte da Bahia, sem conservantes.', { salesVolume: 940 }],
    ['gelo-em-cubos-5kg', 'Gelo em Cubos 5 kg', 'Casa da Carne', '14.90', 'Gelo filtrado em cubos para manter tudo gelado até o fim da festa.', { salesVolume: 1610, maximumQuantity: 20 }],
  ]),
  ...group('bebidas', 'vinhos', { profile: 'bebida', cooking: [], color: '#5b1a2e', alcoholic: true }, [
    ['vinho-miolo-selecao-cabernet-merlot', 'Vinho Tinto Miolo Seleção Cabernet Sauvignon e Merlot 750 ml', 'Miolo', '49.90', 'Tinto macio da Serra Gaúcha, com notas de frutas vermelhas. Ótimo com carnes grelhadas.', { salesVolume: 640, maximumQuantity: 12 }],
    ['vinho-salton-intenso-tannat', 'Vinho Tinto Salton Intenso Tannat 750 ml', 'Salton', '44.90', 'Tannat encorpado e taninos firmes, parceiro ideal da picanha.', { salesVolume: 420, maximumQuantity: 12 }],
    ['vinho-miolo-reserva-malbec', 'Vinho Tinto Miolo Reserva Malbec 750 ml', 'Miolo', '69.90', 'Malbec com passagem por carvalho, aromas de ameixa e especiarias.', { salesVolume: 310, stock: 0, maximumQuantity: 12 }],
    ['vinho-rose-salton-paradoxo', 'Vinho Rosé Salton Paradoxo 750 ml', 'Salton', '54.90', 'Rosé fresco e frutado, perfeito para o verão baiano.', { salesVolume: 280, promo: 15, maximumQuantity: 12 }],
    ['espumante-salton-brut', 'Espumante Salton Brut 750 ml', 'Salton', '49.90', 'Borbulhas finas e acidez refrescante para brindar.', { salesVolume: 390, maximumQuantity: 12 }],
    ['vinho-miolo-selecao-chardonnay', 'Vinho Branco Miolo Seleção Chardonnay 750 ml', 'Miolo', '47.90', 'Branco leve e frutado, acompanha bem peixes e frango.', { salesVolume: 230, maximumQuantity: 12 }],
  ]),
  ...group('bebidas', 'destilados', { profile: 'bebida', cooking: [], color: '#9a6a24', alcoholic: true }, [
    ['cachaca-ypioca-ouro', 'Cachaça Ypióca Ouro 965 ml', 'Ypióca', '32.90', 'Envelhecida em tonéis de madeira, suave e com notas amadeiradas.', { salesVolume: 870, maximumQuantity: 12, recipes: [R.caipirinha] }],
    ['cachaca-ypioca-prata', 'Cachaça Ypióca Prata 965 ml', 'Ypióca', '29.90', 'Cachaça cristalina, a base perfeita para a caipirinha.', { salesVolume: 760, maximumQuantity: 12 }],
    ['cachaca-ypioca-150-reserva', 'Cachaça Ypióca 150 Reserva Especial 700 ml', 'Ypióca', '119.90', 'Blend de cachaças envelhecidas, para degustar pura.', { salesVolume: 120, maximumQuantity: 12 }],
    ['cachaca-artesanal-baiana', 'Cachaça Artesanal Baiana Envelhecida 600 ml', 'Casa da Carne', '59.90', 'Cachaça de alambique da Chapada Diamantina, envelhecida em umburana.', { salesVolume: 340, maximumQuantity: 12 }],
  ]),

  // ----- Carvão e Acessórios -----------------------------------------------------------------------
  ...group('carvao-e-acessorios', 'carvao-e-lenha', { profile: 'un', cooking: [], color: '#3b3937' }, [
    ['carvao-vegetal-3kg', 'Carvão Vegetal 3 kg', 'Carvão Brasa Forte', '19.90', 'Carvão de eucalipto de reflorestamento, pedaços grandes e pouca fumaça.', { salesVolume: 2480 }],
    ['carvao-vegetal-5kg', 'Carvão Vegetal 5 kg', 'Carvão Brasa Forte', '29.90', 'O saco ideal para um churrasco de 10 pessoas, com brasa duradoura.', { salesVolume: 3310, promo: 15 }],
    ['carvao-vegetal-10kg', 'Carvão Vegetal 10 kg', 'Carvão Brasa Forte', '54.90', 'Para festas grandes e costela fogo de chão.', { salesVolume: 1140 }],
    ['briquete-de-carvao-4kg', 'Briquete de Carvão 4 kg', 'Carvão Brasa Forte', '34.90', 'Briquetes de queima longa e calor constante, ótimos para defumação.', { salesVolume: 420 }],
    ['lenha-de-eucalipto-10kg', 'Lenha de Eucalipto Feixe 10 kg', 'Carvão Brasa Forte', '24.90', 'Lenha seca para forno a lenha e fogo de chão.', { salesVolume: 280 }],
  ]),
  ...group('carvao-e-acessorios', 'sal-e-acendedores', { profile: 'un', cooking: [], color: '#4a4846' }, [
    ['sal-grosso-1kg', 'Sal Grosso para Churrasco 1 kg', 'Casa da Carne', '4.99', 'Sal grosso marinho, o tempero essencial do churrasco.', { salesVolume: 2870 }],
    ['sal-de-parrilla-500g', 'Sal de Parrilla 500 g', 'Casa da Carne', '12.90', 'Sal em flocos médios, que adere melhor à carne.', { salesVolume: 610, hasImage: false }],
    ['acendedor-alcool-gel-500g', 'Acendedor Álcool Gel 500 g', 'Carvão Brasa Forte', '12.90', 'Acende o carvão com segurança e sem cheiro na carne.', { salesVolume: 1560 }],
    ['acendedor-em-cubos', 'Acendedor em Cubos com 24', 'Carvão Brasa Forte', '9.90', 'Cubos acendedores que queimam por 10 minutos.', { salesVolume: 890 }],
    ['sal-de-churrasco-com-ervas', 'Sal de Churrasco com Ervas 500 g', 'Casa da Carne', '14.90', 'Sal grosso com alecrim, alho e pimenta, pronto para temperar.', { salesVolume: 540 }],
  ]),
  ...group('carvao-e-acessorios', 'utensilios', { profile: 'un', cooking: [], color: '#55534f' }, [
    ['espeto-inox-duplo-65cm', 'Espeto Inox Duplo 65 cm', 'Tramontina', '24.90', 'Espeto duplo que não deixa a carne girar. Cabo de madeira.', { salesVolume: 720, maximumQuantity: 12 }],
    ['kit-espetos-inox-6', 'Kit Espetos Inox com 6 Unidades', 'Tramontina', '69.90', 'Seis espetos de aço inox com cabo de madeira tratada.', { salesVolume: 530, promo: 25, maximumQuantity: 12 }],
    ['grelha-inox-50x40', 'Grelha Inox para Churrasqueira 50 × 40 cm', 'Tramontina', '119.90', 'Grelha de aço inox com varetas reforçadas, fácil de limpar.', { salesVolume: 310, maximumQuantity: 12 }],
    ['faca-churrasco-8', 'Faca para Churrasco Inox 8"', 'Tramontina', '79.90', 'Lâmina de aço inox afiada e cabo de madeira, para fatiar com precisão.', { salesVolume: 460, maximumQuantity: 12 }],
    ['tabua-de-corte-madeira-40cm', 'Tábua de Corte em Madeira 40 cm', 'Tramontina', '89.90', 'Tábua de madeira maciça com canaleta para o suco da carne.', { salesVolume: 280, maximumQuantity: 12 }],
    ['pegador-de-carne-inox', 'Pegador de Carne Inox', 'Tramontina', '34.90', 'Pegador longo com trava, para virar a carne sem furar.', { salesVolume: 390, maximumQuantity: 12 }],
    ['luva-termica-churrasco', 'Luva Térmica para Churrasco', 'Tramontina', '39.90', 'Luva resistente ao calor para mexer na brasa e na grelha com segurança.', { salesVolume: 210, maximumQuantity: 12 }],
  ]),

  // ----- Mercearia ---------------------------------------------------------------------------------
  ...group('mercearia', 'acompanhamentos', { profile: 'un', cooking: [], color: '#b57a34' }, [
    ['farofa-pronta-temperada-500g', 'Farofa Pronta Temperada 500 g', 'Yoki', '9.90', 'Farofa de mandioca temperada e crocante, pronta para servir.', { salesVolume: 2310 }],
    ['farofa-de-bacon-da-casa', 'Farofa de Bacon da Casa 400 g', 'Casa da Carne', '16.90', 'Feita aqui com farinha de mandioca, bacon, cebola e salsinha.', { salesVolume: 1450 }],
    ['vinagrete-da-casa-400g', 'Vinagrete da Casa 400 g', 'Casa da Carne', '12.90', 'Tomate, cebola e pimentão picadinhos, temperados no dia.', { salesVolume: 1680, recipes: [R.vinagrete] }],
    ['maionese-caseira-300g', 'Maionese Caseira Temperada 300 g', 'Casa da Carne', '14.90', 'Maionese cremosa com alho e ervas, feita diariamente.', { salesVolume: 760 }],
    ['mandioca-cozida-congelada-1kg', 'Mandioca Cozida Congelada 1 kg', 'Casa da Carne', '13.90', 'Aipim cozido e congelado, pronto para fritar ou levar à air fryer.', { salesVolume: 920, cooking: ['Fritura', 'Air fryer'] }],
    ['feijao-preto-1kg', 'Feijão Preto Tipo 1 1 kg', 'Yoki', '8.99', 'Feijão preto selecionado, grãos inteiros e cozimento rápido.', { salesVolume: 1320, cooking: ['Cozido'] }],
  ]),
  ...group('mercearia', 'paes-e-queijos', { profile: 'un', cooking: ['Churrasco', 'Forno'], color: '#c28f46' }, [
    ['pao-de-alho', 'Pão de Alho', 'Casa da Carne', '15.90', 'Pacote com 5 pães recheados com creme de alho cremoso. Crocante por fora, macio por dentro.', { salesVolume: 3980, options: { type: 'Sabor', values: [{ name: 'Tradicional', slugSuffix: '' }, { name: 'Com queijo', slugSuffix: 'com-queijo', priceDeltaPercent: 10 }, { name: 'Apimentado', slugSuffix: 'apimentado', priceDeltaPercent: 5 }] }, recipes: [R.paoDeAlho] }],
    ['queijo-coalho', 'Queijo Coalho', 'Casa da Carne', '54.90', 'Queijo coalho do sertão baiano, firme e levemente salgado. Dourado na brasa é irresistível.', { salesVolume: 2260, profile: 'fino', cooking: ['Churrasco', 'Grelha', 'Frigideira'], options: { type: 'Apresentação', values: [{ name: 'Barra', slugSuffix: '' }, { name: 'Em espetos', slugSuffix: 'em-espetos', priceDeltaPercent: 10 }] }, recipes: [R.queijoCoalho] }],
    ['queijo-provolone-defumado', 'Queijo Provolone Defumado', 'Casa da Carne', '79.90', 'Provolone defumado para a provoleta na grelha, com orégano e azeite.', { salesVolume: 540, profile: 'fino', stock: 0, cooking: ['Churrasco', 'Grelha'] }],
    ['pao-de-alho-mini-12', 'Pão de Alho Mini com 12', 'Casa da Carne', '18.90', 'Mini pães de alho para petiscar enquanto a carne assa.', { salesVolume: 1080 }],
    ['pao-de-queijo-congelado-1kg', 'Pão de Queijo Congelado 1 kg', 'Casa da Carne', '29.90', 'Pão de queijo mineiro tradicional, direto do freezer para o forno.', { salesVolume: 1220, promo: 25, cooking: ['Forno', 'Air fryer'] }],
  ]),
  ...group('mercearia', 'temperos-e-molhos', { profile: 'un', cooking: [], color: '#8a5528' }, [
    ['tempero-baiano-100g', 'Tempero Baiano 100 g', 'Kitano', '4.49', 'Mistura de especiarias com cominho, pimenta e açafrão, a cara da cozinha baiana.', { salesVolume: 1180 }],
    ['chimichurri-50g', 'Chimichurri Desidratado 50 g', 'Kitano', '7.90', 'Hidrate com azeite e vinagre e sirva sobre a carne grelhada.', { salesVolume: 960 }],
    ['lemon-pepper-60g', 'Lemon Pepper 60 g', 'Kitano', '6.90', 'Pimenta-do-reino com raspas de limão, ótima no frango.', { salesVolume: 540 }],
    ['paprica-defumada-60g', 'Páprica Defumada 60 g', 'Kitano', '8.90', 'Dá cor e sabor de defumado a carnes, batatas e molhos.', { salesVolume: 610 }],
    ['molho-barbecue-defumado-400g', 'Molho Barbecue Defumado 400 g', 'Casa da Carne', '16.90', 'Barbecue encorpado e adocicado, para costelinha e hambúrguer.', { salesVolume: 830 }],
    ['azeite-de-dende-500ml', 'Azeite de Dendê 500 ml', 'Casa da Carne', '17.90', 'Dendê baiano puro, para moqueca, acarajé e um bom picadinho.', { salesVolume: 1340 }],
    ['alho-triturado-200g', 'Alho Triturado 200 g', 'Casa da Carne', '8.90', 'Alho fresco triturado, prático para temperar carnes no dia a dia.', { salesVolume: 720 }],
  ]),
];
