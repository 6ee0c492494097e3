//! The table's middle: the draw pile's count, the face-up discard pile, and every player's area
//! (the four parts with their counts, the Mausolus and the shields, the characters used).

use mausoleum::{Card, Event, PlayerView, Seat, View};
use yew::prelude::*;

use super::{words, CardFace};
use table::PlayerColour;
use table_ui::components::SeatMarker;
use table_ui::i18n::{num, text, Lang};

/// The draw pile's count and the discard pile, face up.
pub(super) fn piles(lang: Lang, view: &View) -> Html {
    let discard = &view.discard;
    html! {
        <div class="mau-piles">
            <div class="mau-pile" data-fly="mau-pile" data-fly-n={view.pile.to_string()} aria-label={lang.ta("mau-pile", &[("n", num(view.pile))])}>
                <svg class="mau-back" viewBox="0 0 40 48" aria-hidden="true">
                    <rect x="1" y="1" width="38" height="46" rx="4" />
                    <path d="M8 34 L32 34 L28 28 L12 28 Z M12 28 L28 28 L24 22 L16 22 Z" />
                </svg>
                <span>{ lang.ta("mau-pile", &[("n", num(view.pile))]) }</span>
            </div>
            <details class="mau-discard">
                // Its state names every card in it: a card taken from it (and another laid on it
                // at once) changes it.
                <summary data-fly="mau-discard" data-fly-n={format!("{} {}", discard.total(), discard.kinds().map(|c| format!("{c:?}{}", discard.get(c))).collect::<String>())}>{ lang.ta("mau-discard", &[("n", num(discard.total()))]) }</summary>
                <div class="mau-row">
                    { for discard.kinds().map(|card| html! { <CardFace {card} count={discard.get(card)} small=true /> }) }
                </div>
            </details>
        </div>
    }
}

/// The other seats than `seat`, at a table of `seats`.
fn others(seat: usize, seats: usize) -> impl Iterator<Item = usize> {
    (0..seats).filter(move |&o| o != seat)
}

/// Where a card new in `seat`'s hand comes from, the first that changed: the draw pile, another
/// area (an Invasion into the hand), another hand (a Theft, an Exchange), the discard pile (a
/// Discovery).
pub(super) fn into_hand(seat: usize, seats: usize, card: Card) -> String {
    let mut from = vec!["mau-pile".to_owned()];
    from.extend(others(seat, seats).map(|o| format!("mau-a{o}-{card:?}")));
    from.extend(others(seat, seats).map(|o| format!("mau-hs{o}")));
    from.push("mau-discard".to_owned());
    from.join(" ")
}

/// The cards moved into or out of `seat`'s hand from another hand so far: with the hand's size, it
/// tells an Exchange (a card each way) from nothing.
pub(super) fn hand_traffic(events: impl Iterator<Item = Event>, seat: Seat) -> usize {
    events
        .filter(|e| matches!(e, Event::HandCard { from, to, .. } if *from == seat || *to == seat))
        .count()
}

/// One player's area: name, hand size, score, the four parts, the Mausolus and the shields.
#[allow(clippy::too_many_arguments)]
pub(super) fn area(
    lang: Lang,
    (seat, seats): (usize, usize),
    traffic: usize,
    player: &PlayerView,
    colour: PlayerColour,
    deciding: bool,
    computer: bool,
    passed: bool,
) -> Html {
    let area = &player.area;
    // A card laid in the area flies from the hand it left (the holder's, or their hand's count);
    // one taken by an Invasion, from the area it left.
    let from = |card: Card| {
        let mut from = vec![format!("mau-h-{card:?}")];
        from.extend(others(seat, seats).map(|o| format!("mau-a{o}-{card:?}")));
        from.push(format!("mau-hs{seat} mau-discard"));
        from.join(" ")
    };
    // A hand grows from the draw pile, the viewer's hand (a card given or stolen), another hand
    // (an Exchange) or the discard pile.
    let hand_from = {
        let mut from = vec!["mau-pile".to_owned()];
        from.extend(Card::ALL.iter().map(|c| format!("mau-h-{c:?}")));
        from.extend(others(seat, seats).map(|o| format!("mau-hs{o}")));
        from.push("mau-discard".to_owned());
        from.join(" ")
    };
    let parts = Card::CONSTRUCTION.map(|card| {
        html! {
            <li class={classes!("mau-part", (area.get(card) == 0).then_some("none"))}
                data-fly={format!("mau-a{seat}-{card:?}")} data-fly-n={area.get(card).to_string()} data-fly-from={from(card)}>
                <CardFace {card} small=true />
                <span class="mau-part-count">{ area.get(card) }</span>
            </li>
        }
    });
    let extras: Vec<Card> = [
        Card::Mausolus,
        Card::Architects,
        Card::Sculptors,
        Card::Protection,
    ]
    .into_iter()
    .filter(|&c| area.has(c))
    .collect();
    let used = player
        .used
        .iter()
        .map(|&c| words::card(lang, c))
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        <section class={classes!("mau-area", deciding.then_some("deciding"))} aria-label={player.name.clone()}
            data-seat={seat.to_string()}>
            <h2 class="mau-area-name">
                <SeatMarker {colour} />{ " " }{ player.name.clone() }
                if computer { <span class="hint">{ " · " }{ lang.t("mau-computer") }</span> }
                if passed { <span class="mau-passed">{ lang.t("mau-passed") }</span> }
            </h2>
            <p class="mau-area-facts">
                <span class="mau-hand-size" data-fly={format!("mau-hs{seat}")} data-fly-n={format!("{} {traffic}", player.hand_size)} data-fly-from={hand_from}>{ lang.ta("mau-hand-size", &[("n", num(player.hand_size))]) }</span>
                { " · " }
                <span class="mau-score">{ lang.ta("mau-score", &[("points", num(player.score.points)), ("sets", num(player.score.sets))]) }</span>
            </p>
            <ul class="mau-parts">{ for parts }</ul>
            if !extras.is_empty() {
                <div class="mau-row mau-shields" aria-label={lang.t("mau-shields")}>
                    { for extras.into_iter().map(|card| html! {
                        <span data-fly={format!("mau-x{seat}-{card:?}")} data-fly-n={area.get(card).to_string()} data-fly-from={from(card)}>
                            <CardFace {card} count={area.get(card)} small=true />
                        </span>
                    }) }
                </div>
            }
            if !used.is_empty() {
                <p class="hint mau-used">{ lang.ta("mau-used", &[("cards", text(used))]) }</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_new_in_a_hand_comes_from_the_pile_then_another_area_or_hand_then_the_discard() {
        let from = into_hand(1, 3, Card::Columns);
        assert_eq!(
            from,
            "mau-pile mau-a0-Columns mau-a2-Columns mau-hs0 mau-hs2 mau-discard"
        );
        assert!(!from.contains("mau-hs1"), "never from its own hand's count");
    }

    #[test]
    fn an_exchange_counts_as_a_change_of_both_hands() {
        let swap = |from, to| Event::HandCard {
            from: Seat(from),
            to: Seat(to),
            card: None,
        };
        let log = [swap(0, 1), swap(1, 0), swap(2, 1)];
        assert_eq!(hand_traffic(log.into_iter(), Seat(0)), 2);
        assert_eq!(hand_traffic(log.into_iter(), Seat(1)), 3);
        assert_eq!(hand_traffic(log.into_iter(), Seat(3)), 0);
    }
}
