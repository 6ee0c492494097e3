//! Every string the player reads, in English and Brazilian Portuguese.
//!
//! Strings are fields of one struct, so a language that forgets a string does not compile. This
//! module has no Yew imports: components read it through [`crate::hooks::use_strings`].

/// A language the interface speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Brazilian Portuguese.
    PtBr,
}

impl Lang {
    /// Every language, in the order the language switch shows them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::PtBr];

    /// The BCP 47 tag, for `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::PtBr => "pt-BR",
        }
    }

    /// The short label on the language switch.
    pub fn label(self) -> &'static str {
        match self {
            Lang::En => "EN",
            Lang::PtBr => "PT-BR",
        }
    }

    /// The language's own name, for screen readers.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::PtBr => "Português (Brasil)",
        }
    }

    /// Picks a language from a browser tag such as `navigator.language`: any Portuguese
    /// becomes pt-BR, anything else English.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("pt") {
            Lang::PtBr
        } else {
            Lang::En
        }
    }

    /// The strings of this language.
    pub fn strings(self) -> &'static Strings {
        match self {
            Lang::En => &EN,
            Lang::PtBr => &PT_BR,
        }
    }
}

/// One heading and paragraph of the rules summary.
#[derive(Debug, PartialEq, Eq)]
pub struct RuleSection {
    /// Short heading, e.g. "Your turn".
    pub heading: &'static str,
    /// One or two sentences.
    pub text: &'static str,
}

/// The interface text of one language.
#[derive(Debug, PartialEq, Eq)]
pub struct Strings {
    /// The game's name, first line of the title.
    pub title: &'static str,
    /// The rest of the game's name.
    pub subtitle: &'static str,
    /// The edition line under the title.
    pub edition: &'static str,
    /// One line that says what the game is about.
    pub tagline: &'static str,
    /// Main button: start setting up a game.
    pub new_game: &'static str,
    /// Main button: read the rules summary.
    pub rules: &'static str,
    /// Label of the language switch.
    pub language: &'static str,
    /// Back to the previous screen.
    pub back: &'static str,
    /// Footer note on the title screen.
    pub footer: &'static str,
    /// Accessible description of the emblem.
    pub emblem_alt: &'static str,
    /// New game: how many players.
    pub players: &'static str,
    /// New game: hint under the player count.
    pub hot_seat_hint: &'static str,
    /// New game: default name prefix, followed by the seat number.
    pub player: &'static str,
    /// New game: label of a name field, followed by the seat number.
    pub name_of_player: &'static str,
    /// Player colours, in seat order (blue, green, orange, purple).
    pub colours: [&'static str; 4],
    /// New game: confirm the table.
    pub start: &'static str,
    /// New game: heading once the table is set.
    pub table_ready: &'static str,
    /// New game: the game board is not built yet.
    pub board_coming: &'static str,
    /// New game: go back and change the names.
    pub edit_table: &'static str,
    /// Rules: heading of the summary.
    pub rules_title: &'static str,
    /// Rules: the summary, in reading order.
    pub rule_sections: &'static [RuleSection],
    /// Rules: values not confirmed by the rulebook are house values.
    pub house_values_note: &'static str,
}

/// English.
pub static EN: Strings = Strings {
    title: "Cleopatra",
    subtitle: "and the Society of Architects",
    edition: "Deluxe edition",
    tagline: "Build the queen's palace, grow rich, and keep your soul clean.",
    new_game: "New game",
    rules: "Rules",
    language: "Language",
    back: "Back",
    footer: "Played in your browser: no account, no server. Pass the device around the table.",
    emblem_alt: "A golden scarab spreads its wings before a pyramid under the sun",
    players: "Players",
    hot_seat_hint: "Everyone plays on this device, passing it between turns.",
    player: "Player",
    name_of_player: "Name of player",
    colours: ["Blue", "Green", "Orange", "Purple"],
    start: "Start",
    table_ready: "The table is set",
    board_coming: "The palace board arrives in a coming version. Your table is ready for it.",
    edit_table: "Change players",
    rules_title: "How to play",
    rule_sections: &[
        RuleSection {
            heading: "Goal",
            text: "Build Cleopatra's palace and collect the most Treasure Scarabs, \
                   without sinking too deep into corruption.",
        },
        RuleSection {
            heading: "Your turn",
            text: "You may first call on one Worshipper of Sobek. Then either visit the Market: \
                   take every card of one stall and refill the three stalls; or visit the \
                   Quarry: pay cards to build palace pieces.",
        },
        RuleSection {
            heading: "Building",
            text: "Pieces cost Artisans plus wood, stone, marble or lapis. Sphinxes, Obelisks, \
                   Door Frames, Column Walls, Mosaics of the Gods, and the Throne with its \
                   Pedestal each pay scarabs the moment they are built.",
        },
        RuleSection {
            heading: "Corruption",
            text: "Red-bordered cards are worth double, but each one you spend puts an Amulet of \
                   Corruption in your pyramid. Hold more than 10 cards at the end of your turn \
                   and you discard down to 10 or take an amulet per extra card.",
        },
        RuleSection {
            heading: "Cleopatra's path",
            text: "Each finished kind of piece moves Cleopatra one step to her palace. At step 4 \
                   everyone makes a secret offering to the High Priest; at step 5 each other \
                   player takes one last turn.",
        },
        RuleSection {
            heading: "The end",
            text: "Sanctuaries claimed in the garden wash amulets away, the lowest count is \
                   cancelled for all, and the rest cost scarabs. Eight amulets or more feed you \
                   to the crocodile. The richest survivor wins.",
        },
    ],
    house_values_note: "A few values the rulebook does not state (the costs of the Sobek \
                        positions, the palm trees of the garden) are house values until checked \
                        against the board.",
};

/// Brazilian Portuguese.
pub static PT_BR: Strings = Strings {
    title: "Cleópatra",
    subtitle: "e a Sociedade dos Arquitetos",
    edition: "Edição Deluxe",
    tagline: "Construa o palácio da rainha, enriqueça e mantenha a alma limpa.",
    new_game: "Novo jogo",
    rules: "Regras",
    language: "Idioma",
    back: "Voltar",
    footer: "Jogado no seu navegador: sem conta, sem servidor. Passe o aparelho pela mesa.",
    emblem_alt: "Um escaravelho dourado abre as asas diante de uma pirâmide sob o sol",
    players: "Jogadores",
    hot_seat_hint: "Todos jogam neste aparelho, passando-o a cada turno.",
    player: "Jogador",
    name_of_player: "Nome do jogador",
    colours: ["Azul", "Verde", "Laranja", "Roxo"],
    start: "Começar",
    table_ready: "A mesa está posta",
    board_coming: "O tabuleiro do palácio chega numa próxima versão. Sua mesa já está pronta.",
    edit_table: "Mudar jogadores",
    rules_title: "Como jogar",
    rule_sections: &[
        RuleSection {
            heading: "Objetivo",
            text: "Construa o palácio de Cleópatra e junte mais Escaravelhos do Tesouro, sem \
                   afundar demais na corrupção.",
        },
        RuleSection {
            heading: "Seu turno",
            text: "Antes, você pode chamar um Adorador de Sobek. Depois, visite o Mercado: pegue \
                   todas as cartas de uma barraca e reabasteça as três; ou visite a Pedreira: \
                   pague cartas para construir peças do palácio.",
        },
        RuleSection {
            heading: "Construção",
            text: "As peças custam Artesãos mais madeira, pedra, mármore ou lápis-lazúli. \
                   Esfinges, Obeliscos, Portais, Paredes de Colunas, Mosaicos dos Deuses e o \
                   Trono com seu Pedestal rendem escaravelhos assim que são construídos.",
        },
        RuleSection {
            heading: "Corrupção",
            text: "Cartas de borda vermelha valem o dobro, mas cada uma que você gasta põe um \
                   Amuleto da Corrupção na sua pirâmide. Com mais de 10 cartas no fim do turno, \
                   descarte até 10 ou pegue um amuleto por carta a mais.",
        },
        RuleSection {
            heading: "O caminho de Cleópatra",
            text: "Cada tipo de peça terminado leva Cleópatra um passo rumo ao palácio. No passo \
                   4 todos fazem uma oferenda secreta ao Sumo Sacerdote; no passo 5 cada outro \
                   jogador faz um último turno.",
        },
        RuleSection {
            heading: "O fim",
            text: "Santuários tomados no jardim lavam amuletos, a menor contagem é anulada para \
                   todos e o resto custa escaravelhos. Oito amuletos ou mais e você vira comida \
                   de crocodilo. Vence o sobrevivente mais rico.",
        },
    ],
    house_values_note: "Alguns valores que o manual não informa (os custos das posições de \
                        Sobek, as palmeiras do jardim) são regras da casa até serem conferidos no \
                        tabuleiro.",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_tags_pick_a_language() {
        assert_eq!(Lang::from_tag("pt-BR"), Lang::PtBr);
        assert_eq!(Lang::from_tag("pt"), Lang::PtBr);
        assert_eq!(Lang::from_tag("PT_pt"), Lang::PtBr);
        assert_eq!(Lang::from_tag("en-US"), Lang::En);
        assert_eq!(Lang::from_tag("fr"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }

    #[test]
    fn portuguese_is_really_translated() {
        let (en, pt) = (Lang::En.strings(), Lang::PtBr.strings());
        assert_eq!(pt.new_game, "Novo jogo");
        assert_ne!(en.rules, pt.rules);
        assert_ne!(en.tagline, pt.tagline);
        assert_eq!(en.rule_sections.len(), pt.rule_sections.len());
        for (e, p) in en.rule_sections.iter().zip(pt.rule_sections) {
            assert_ne!(e.heading, p.heading);
            assert_ne!(e.text, p.text);
        }
    }

    #[test]
    fn no_string_is_left_empty() {
        for lang in Lang::ALL {
            let s = lang.strings();
            let fields = [
                s.title,
                s.subtitle,
                s.edition,
                s.tagline,
                s.new_game,
                s.rules,
                s.language,
                s.back,
                s.footer,
                s.emblem_alt,
                s.players,
                s.hot_seat_hint,
                s.player,
                s.name_of_player,
                s.start,
                s.table_ready,
                s.board_coming,
                s.edit_table,
                s.rules_title,
                s.house_values_note,
            ];
            let sections = s.rule_sections.iter().flat_map(|r| [r.heading, r.text]);
            for text in fields.into_iter().chain(s.colours).chain(sections) {
                assert!(!text.trim().is_empty(), "{lang:?} has an empty string");
                assert!(
                    !text.contains("  "),
                    "{lang:?}: stray double space in {text:?}"
                );
            }
        }
    }
}
