//! Checks every game's tests run over their own positions: random play through the trait, the
//! determinization property the computer opponents rely on, and the words of refusals and errors.

use std::fmt;

use crate::{Deciders, GameRng, Rules, Seat};

/// Plays random listed actions from `game` until it ends or `max_steps` actions were played,
/// calling `each(before, seat, action, after)` for every step. Returns the last position.
///
/// Panics if a listed action is refused, or if a seat must decide but has no listed action.
pub fn play_random<G: Rules>(
    mut game: G,
    rng: &mut GameRng,
    max_steps: usize,
    mut each: impl FnMut(&G, Seat, &G::Action, &G),
) -> G {
    for _ in 0..max_steps {
        let seat = match game.deciders() {
            Deciders::Nobody => break,
            Deciders::Seat(s) => s,
            Deciders::Secretly(seats) => seats[rng.below(seats.len() as u32) as usize],
        };
        let actions = game.legal_actions(seat);
        assert!(
            !actions.is_empty(),
            "{seat:?} must decide but has no action"
        );
        let action = &actions[rng.below(actions.len() as u32) as usize];
        let before = game.clone();
        if let Err(refusal) = game.apply(seat, action) {
            panic!("listed action {action:?} refused: {refusal:?}");
        }
        each(&before, seat, action, &game);
    }
    game
}

/// Random positions of `config`'s games, for fairness checks: for each of `games` deals, a stop
/// after a random number (below `length`) of random actions drawn with `salt`, at a moment
/// someone decides (a secret-choice seat other than the first now and then).
pub fn random_positions<G: Rules>(
    config: &G::Config,
    games: u64,
    length: u32,
    salt: u64,
) -> Vec<(G, Seat)> {
    let mut out = Vec::new();
    for g in 0..games {
        let game = G::deal(config.clone(), g).expect("a game");
        let mut rng = GameRng::new(g ^ salt);
        let steps = rng.below(length) as usize;
        let game = play_random(game, &mut rng, steps, |_, _, _, _| {});
        let seat = match game.deciders() {
            Deciders::Nobody => continue,
            Deciders::Seat(s) => s,
            Deciders::Secretly(seats) => seats[rng.below(seats.len() as u32) as usize],
        };
        out.push((game, seat));
    }
    out
}

/// The position as text without its generators' state (which determinizing always renews).
fn without_generator<G: Rules>(game: &G) -> String {
    let text = format!("{game:?}");
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("GameRng(") {
        out.push_str(&rest[..at]);
        let mut depth = 0;
        let end = rest[at..]
            .char_indices()
            .find(|&(_, c)| {
                depth += match c {
                    '(' => 1,
                    ')' => -1,
                    _ => 0,
                };
                c == ')' && depth == 0
            })
            .map_or(rest.len(), |(i, _)| at + i + 1);
        rest = &rest[end..];
    }
    out + rest
}

/// Whether `twin` hides other facts than `game`: another seat sees something else, or something
/// nobody sees (the deck's order, the cards to come) lies otherwise.
pub fn hidden_facts_differ<G: Rules>(game: &G, twin: &G) -> bool {
    (0..game.player_count() as u8).any(|s| game.view(Some(Seat(s))) != twin.view(Some(Seat(s))))
        || without_generator(game) != without_generator(twin)
}

/// Checks, for every seat, that determinizing `game` keeps that seat's view and its listed
/// actions, and that the result depends only on that view: determinizing an already determinized
/// position with the same generator gives the same position.
///
/// # Errors
///
/// A sentence naming the first seat for which determinizing changes its view, who decides or its
/// legal actions, or depends on more than its view (hidden facts leak).
pub fn check_determinization<G: Rules>(game: &G, seed: u64) -> Result<(), String> {
    for seat in (0..game.player_count() as u8).map(Seat) {
        let view = game.view(Some(seat));
        let mut first = GameRng::new(seed);
        let other = game.determinize(seat, &mut first);
        if other.view(Some(seat)) != view {
            return Err(format!("{seat:?}'s view changed by determinizing"));
        }
        if other.deciders() != game.deciders() {
            return Err(format!("determinizing for {seat:?} changed who decides"));
        }
        if other.legal_actions(seat) != game.legal_actions(seat) {
            return Err(format!(
                "determinizing for {seat:?} changed its legal actions"
            ));
        }
        let again = game.determinize(seat, &mut GameRng::new(seed ^ 0x9e37_79b9));
        let from_other = other.determinize(seat, &mut GameRng::new(seed ^ 0x9e37_79b9));
        if again != from_other {
            return Err(format!(
                "two positions with {seat:?}'s view determinized differently: hidden facts leak"
            ));
        }
    }
    Ok(())
}

/// Panics unless `error` displays as words, not as a Debug dump: some text, no braces, and no
/// PascalCase word such as a variant's name (`NotYourDecision`), which `{:?}` would show. Words in
/// camelCase (a configuration key such as `deckPiles`) are allowed. For each game's tests of its
/// refusal and error types, over one value of each variant.
pub fn assert_words<E: fmt::Debug + fmt::Display>(error: &E) {
    let debug = format!("{error:?}");
    let text = error.to_string();
    assert!(!text.trim().is_empty(), "{debug} displays nothing");
    assert!(!text.contains(['{', '}']), "{debug} displays {text:?}");
    let variant: String = debug.chars().take_while(|c| c.is_alphanumeric()).collect();
    assert!(!text.contains(&variant), "{debug} displays {text:?}");
    if let Some(word) = text
        .split(|c: char| !c.is_alphanumeric())
        .find(|w| is_pascal_case(w))
    {
        panic!("{debug} displays {text:?}, with {word:?}");
    }
}

/// An uppercase first letter and another uppercase letter after a lowercase one: `NotNow`, not
/// `Imhotep`, `L1` or `deckPiles`.
fn is_pascal_case(word: &str) -> bool {
    let mut chars = word.chars();
    if !chars.next().is_some_and(|c| c.is_uppercase()) {
        return false;
    }
    let mut lower = false;
    for c in chars {
        if c.is_uppercase() && lower {
            return true;
        }
        lower = c.is_lowercase();
    }
    false
}

/// Asserts that each of `items` reads back as saves write it, from JSON text and from a JSON
/// value (the two ways saves are read), and that each of `refused` does not read at all: the
/// check of a game whose decisions are read through a flat struct
/// ([`Missing`](crate::save::Missing)).
pub fn assert_reads_back<T>(items: &[T], refused: &[&str])
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + fmt::Debug,
{
    for item in items {
        let text = serde_json::to_string(item).unwrap();
        assert_eq!(&serde_json::from_str::<T>(&text).unwrap(), item, "{text}");
        let value = serde_json::to_value(item).unwrap();
        assert_eq!(&serde_json::from_value::<T>(value).unwrap(), item, "{text}");
    }
    for text in refused {
        assert!(serde_json::from_str::<T>(text).is_err(), "{text}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::LoadError;
    use crate::EnvelopeError;

    #[derive(Debug)]
    struct Dump;

    impl fmt::Display for Dump {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{self:?} {{ seat: 1 }}")
        }
    }

    #[test]
    fn a_debug_dump_is_not_words() {
        assert!(is_pascal_case("NotYourDecision"));
        assert!(!is_pascal_case("Imhotep"));
        assert!(!is_pascal_case("deckPiles"));
        assert!(!is_pascal_case("L1"));
        assert!(std::panic::catch_unwind(|| assert_words(&Dump)).is_err());
    }

    #[test]
    fn envelope_and_load_errors_read_as_words() {
        let envelope = [
            EnvelopeError::Json("expected value at line 1 column 1".into()),
            EnvelopeError::OtherGame("chess".into()),
            EnvelopeError::Format(9),
        ];
        for e in &envelope {
            match e {
                EnvelopeError::Json(_) | EnvelopeError::OtherGame(_) | EnvelopeError::Format(_) => {
                    assert_words(e)
                }
            }
        }
        assert_eq!(
            envelope[1].to_string(),
            "this is a save of another game, \"chess\""
        );
        type Load = LoadError<&'static str, &'static str, &'static str>;
        let load: [Load; 3] = [
            LoadError::Envelope(EnvelopeError::Format(9)),
            LoadError::Config("Imhotep is played by 2 to 4 players, not 5"),
            LoadError::Action {
                number: 12,
                action: "pass",
                refusal: "the game is over",
            },
        ];
        for e in &load {
            match e {
                LoadError::Envelope(_) | LoadError::Config(_) | LoadError::Action { .. } => {
                    assert_words(e)
                }
            }
        }
        assert_eq!(
            load[2].to_string(),
            "action 12 of the save (pass) is refused: the game is over"
        );
    }
}
